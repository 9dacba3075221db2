import { http } from 'msw';
import { checkoutOrderSchema } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { storeSubmission } from './storeSubmission';

/**
 * POST /api/wizards/checkout-orders (addition) — the checkout wizard's order (cart, address, shipping,
 * payment); 201 `{ id, message }`, 400 with field errors (nothing stored). Only the card's last four
 * digits are kept.
 */
export const createCheckoutOrder = http.post(
  api('/api/wizards/checkout-orders'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, checkoutOrderSchema);
    if ('error' in body) return body.error;
    const { payment } = body.data;
    const kept = { ...payment, cardNumber: payment.cardNumber.replace(/ /g, '').slice(-4) };
    const { rows, response } = storeSubmission(
      db.wizardCheckoutOrders,
      'ORDER',
      account.id,
      { ...body.data, payment: kept },
      'Your order is placed.',
    );
    db.wizardCheckoutOrders = rows;
    return response;
  }),
);
