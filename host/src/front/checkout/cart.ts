// The sample cart of the checkout page, and its totals. The mock API (mocks/src/handlers/front/placeOrder)
// prices an order with the same catalogue and rules: its answer is what the confirmation shows.

export interface CartLine {
  id: 'headphones' | 'watch' | 'sleeve';
  /** US dollars. */
  price: number;
  quantity: number;
}

export const SAMPLE_CART: readonly CartLine[] = [
  { id: 'headphones', price: 79, quantity: 1 },
  { id: 'watch', price: 199, quantity: 1 },
  { id: 'sleeve', price: 29, quantity: 2 },
];

/** Shipping is free from this subtotal. */
export const FREE_SHIPPING_FROM = 300;
export const SHIPPING = 15;
export const TAX_RATE = 0.1;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Subtotal, shipping (free from FREE_SHIPPING_FROM), tax on the subtotal, total. */
export function cartTotals(lines: readonly Pick<CartLine, 'price' | 'quantity'>[]) {
  const subtotal = cents(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const shipping = subtotal === 0 || subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING;
  const tax = cents(subtotal * TAX_RATE);
  return { subtotal, shipping, tax, total: cents(subtotal + shipping + tax) };
}
