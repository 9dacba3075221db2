import { http, HttpResponse } from 'msw';
import { orderTransitionSchema, type OrderDetailResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { now } from '@atrium/mocks/lib/clock';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { figuresOf } from './customerFigures';
import { detailOf } from './getOrder';
import { allowedActions, applyTransition } from './orderLifecycle';

/**
 * POST /api/apps/ecommerce/orders/{id}/transitions (addition) — one step of the order's lifecycle
 * (`orderTransitionSchema`: markPaid, ship with carrier and tracking number, outForDelivery,
 * readyToPickup, deliver, cancel, refund whole or by lines); 200 with the order's details. The step
 * joins the order's history with who made it; a cancel or refund returns the stock, and the customer's
 * total follows. 409 for a step the order's state does not allow (the ones it allows are named) and for
 * a refund of more than is left; 400 for a malformed body; 403 without the right to update orders;
 * nothing changes on a refusal.
 */
export const transitionOrder = http.post(
  api('/api/apps/ecommerce/orders/:id/transitions'),
  authorized({ action: 'update', subject: 'Order' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const order = db.orders.find((o) => o.id === id);
    if (!order) return jsonError(404, 'No order found with this id');
    const body = await parseBody(request, orderTransitionSchema);
    if ('error' in body) return body.error;
    const allowed = allowedActions(order);
    if (!allowed.includes(body.data.action)) {
      const next = allowed.length ? `it can be: ${allowed.join(', ')}` : 'nothing more can be done to it';
      return jsonError(409, `Order #${order.order} is ${order.status.toLowerCase()}: ${next}`);
    }
    const done = applyTransition(order, body.data, {
      at: new Date(now()).toISOString(),
      by: account.fullName,
    });
    if ('refused' in done) return jsonError(409, done.refused);
    for (const [productId, qty] of done.restock) {
      const product = db.products.find((p) => p.id === productId);
      if (product) {
        product.qty += qty;
        product.stock = product.qty > 0;
      }
    }
    const customer = db.customers.find((c) => c.email.toLowerCase() === order.email.toLowerCase());
    if (customer) Object.assign(customer, figuresOf(customer, db.orders));
    return HttpResponse.json<OrderDetailResponse>(detailOf(order));
  }),
);
