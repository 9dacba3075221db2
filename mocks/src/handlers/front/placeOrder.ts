import { http, HttpResponse } from 'msw';
import { checkoutRequestSchema, type CheckoutResponse } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import { db } from '../../db';

/** The checkout page's catalogue (US dollars), as host/src/front/checkout/cart.ts shows it. */
const PRICES: Record<string, number> = { headphones: 79, watch: 199, sleeve: 29 };
const FREE_SHIPPING_FROM = 300;
const SHIPPING = 15;
const TAX_RATE = 0.1;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * POST /api/front/checkout (addition) — prices the cart with the catalogue (shipping free from $300,
 * 10 % tax), records the order and answers its number and totals; 400 on an unknown item or bad input.
 */
export const placeOrder = http.post(api('/api/front/checkout'), async ({ request }) => {
  const body = await parseBody(request, checkoutRequestSchema);
  if ('error' in body) return body.error;
  const unknown = body.data.items.findIndex((item) => !(item.id in PRICES));
  if (unknown >= 0)
    return HttpResponse.json(
      { message: 'Unknown item', errors: { [`items.${unknown}.id`]: ['This item is not sold here'] } },
      { status: 400 },
    );
  const subtotal = cents(body.data.items.reduce((sum, item) => sum + PRICES[item.id] * item.quantity, 0));
  const shipping = subtotal >= FREE_SHIPPING_FROM ? 0 : SHIPPING;
  const tax = cents(subtotal * TAX_RATE);
  const order: CheckoutResponse = {
    orderNumber: `ORD-${String(db.frontOrders.length + 1).padStart(5, '0')}`,
    subtotal,
    shipping,
    tax,
    total: cents(subtotal + shipping + tax),
  };
  db.frontOrders.push({ orderNumber: order.orderNumber, total: order.total });
  return HttpResponse.json(order, { status: 201 });
});
