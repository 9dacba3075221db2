import { http, HttpResponse } from 'msw';
import { orderRevision, type OrderDetailResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { orderDetail, type StoredOrder } from './data/orders';
import { api, idParam, malformedId, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { etag } from '@atrium/mocks/lib/revisions';

/** The details page of a stored order, with the customer who placed it. */
export function detailOf(order: StoredOrder): OrderDetailResponse {
  return orderDetail(
    order,
    db.customers.find((c) => c.email === order.email),
  );
}

/**
 * GET /api/apps/ecommerce/orders/{id} (addition) — the order with items, totals, addresses and
 * history, what its state allows next and what was refunded; its revision as `ETag` (orderRevision);
 * 404 `{ message }` for an unknown id.
 */
export const getOrder = http.get(
  api('/api/apps/ecommerce/orders/:id'),
  authorized({ action: 'read', subject: 'Order' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const order = db.orders.find((o) => o.id === id);
    if (!order) return jsonError(404, 'No order found with this id');
    const detail = detailOf(order);
    return HttpResponse.json<OrderDetailResponse>(detail, { headers: etag(orderRevision(detail)) });
  }),
);
