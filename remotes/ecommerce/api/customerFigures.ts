import type { Customer, Order } from '@atrium/contracts';

/** An amount in whole cents: sums of money are made in them, so that they add up to the cent. */
export const cents = (amount: number) => Math.round(amount * 100);

/** An order as the figures read it: its status, what it cost, and what was refunded of it. */
type Spending = Pick<Order, 'email' | 'status' | 'spent'> & { refundedAmount?: number };

/**
 * What an order adds to its customer's figures. A cancelled order adds nothing: it stopped before it
 * shipped, and was refunded in full if it had been paid. Any other adds one order and what it cost less
 * what was refunded of it (a returned order still counts as one order, and adds nothing to the total).
 */
export const counts = (order: Spending) => order.status !== 'Cancelled';
export const netCents = (order: Spending) =>
  counts(order) ? cents(order.spent) - cents(order.refundedAmount ?? 0) : 0;

/**
 * A customer's figures as their orders make them (by the address they ordered with): how many they
 * placed that were not cancelled, and what they spent in all, refunds taken off (summed in whole cents).
 */
export function figuresOf(customer: Pick<Customer, 'email'>, orders: readonly Spending[]) {
  const email = customer.email.toLowerCase();
  const theirs = orders.filter((o) => o.email.toLowerCase() === email);
  return {
    order: theirs.filter(counts).length,
    totalSpent: theirs.reduce((sum, o) => sum + netCents(o), 0) / 100,
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
