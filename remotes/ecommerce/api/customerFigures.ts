import type { Customer, Order } from '@atrium/contracts';

/** An amount in whole cents: sums of money are made in them, so that they add up to the cent. */
export const cents = (amount: number) => Math.round(amount * 100);

/** An order as the figures read it: what it cost, less what was refunded of it. */
type Spending = Order & { refundedAmount?: number };

/**
 * A customer's figures as their orders make them (by the address they ordered with): how many they
 * placed, and what they spent in all, refunds taken off (summed in whole cents).
 */
export function figuresOf(customer: Pick<Customer, 'email'>, orders: readonly Spending[]) {
  const email = customer.email.toLowerCase();
  const theirs = orders.filter((o) => o.email.toLowerCase() === email);
  return {
    order: theirs.length,
    totalSpent: theirs.reduce((sum, o) => sum + cents(o.spent) - cents(o.refundedAmount ?? 0), 0) / 100,
  };
}

/** Sets every customer's figures from the orders; answers whether any changed. */
export function applyFigures(customers: Customer[], orders: readonly Spending[]): boolean {
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
