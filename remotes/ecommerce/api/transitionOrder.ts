import { http, HttpResponse } from 'msw';
import { orderRevision, orderTransitionSchema, type OrderDetailResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { now } from '@atrium/mocks/lib/clock';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { figuresOf } from './customerFigures';
import { detailOf } from './getOrder';
import { allowedActions, applyTransition } from './orderLifecycle';

/**
 * POST /api/apps/ecommerce/orders/{id}/transitions (addition) — one step of the order's lifecycle
 * (`orderTransitionSchema`: markPaid, ship with carrier and tracking number, outForDelivery,
 * readyToPickup, deliver, cancel, refund whole or by lines); 200 with the order's details. The step
 * joins the order's history with who made it; a cancel or refund returns the stock, and the customer's
 * figures follow. 409 for a step the order's state does not allow (the ones it allows are named) and
 * for a refund of more than is left; 400 for a malformed body; 403 without the right to update orders;
 * with `If-Match` (orderRevision of the order as the page showed it), 412 `{ message, current }` when
 * it moved since. Nothing changes on a refusal. The audit log records the order's, the products' and
 * the customer's changes, as for every save.
 */
export const transitionOrder = http.post(
  api('/api/apps/ecommerce/orders/:id/transitions'),
  authorized({ action: 'update', subject: 'Order' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const order = db.orders.find((o) => o.id === id);
    if (!order) return jsonError(404, 'No order found with this id');
    const current = detailOf(order);
    const stale = staleEdit(request, account, 'Order', orderRevision(current), current);
    if (stale) return stale;
    const body = await parseBody(request, orderTransitionSchema);
    if ('error' in body) return body.error;
    const allowed = allowedActions(order);
    if (!allowed.includes(body.data.action)) {
      const next = allowed.length ? `it can be: ${allowed.join(', ')}` : 'nothing more can be done to it';
      return jsonError(409, `Order #${order.order} is ${order.status.toLowerCase()}: ${next}`);
    }
    // Applied to a copy, so that a refusal found on the way leaves the order as it was.
    const next = structuredClone(order);
    const done = applyTransition(next, body.data, {
      at: new Date(now()).toISOString(),
      by: account.fullName,
    });
    if ('refused' in done) return jsonError(409, done.refused);
    db.orders[db.orders.indexOf(order)] = next;
    for (const [productId, qty] of done.restock) {
      const product = db.products.find((p) => p.id === productId);
      if (product) {
        product.qty += qty;
        product.stock = product.qty > 0;
      }
    }
    const customer = db.customers.find((c) => c.email.toLowerCase() === next.email.toLowerCase());
    if (customer) Object.assign(customer, figuresOf(customer, db.orders));
    const detail = detailOf(next);
    return HttpResponse.json<OrderDetailResponse>(detail, { headers: etag(orderRevision(detail)) });
  }),
);
