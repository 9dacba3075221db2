import type { Customer, Order } from '@atrium/contracts';

const cents = (amount: number) => Math.round(amount * 100);

/**
 * A customer's figures as their orders make them (by the address they ordered with): how many, and
 * what they spent in all (summed in whole cents).
 */
export function figuresOf(customer: Pick<Customer, 'email'>, orders: readonly Order[]) {
  const email = customer.email.toLowerCase();
  const theirs = orders.filter((o) => o.email.toLowerCase() === email);
  return {
    order: theirs.length,
    totalSpent: theirs.reduce((sum, o) => sum + cents(o.spent), 0) / 100,
  };
}

/** Sets every customer's figures from the orders; answers whether any changed. */
export function applyFigures(customers: Customer[], orders: readonly Order[]): boolean {
  let changed = false;
  for (const customer of customers) {
    const figures = figuresOf(customer, orders);
    if (customer.order !== figures.order || customer.totalSpent !== figures.totalSpent) {
      Object.assign(customer, figures);
      changed = true;
    }
  }
  return changed;
}
