import { http, HttpResponse } from 'msw';
import type { OrderDetailResponse } from '@atrium/contracts';
import { db } from '../../db';
import { buildProducts } from '../../data/products';
import { orderDetail } from '../../data/orders';
import { api, idParam, malformedId, jsonError } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

const catalogue = buildProducts();

/**
 * GET /api/apps/ecommerce/orders/{id} (addition) — the order with items, totals, addresses and
 * shipping activity; 404 `{ message }` for an unknown id.
 */
export const getOrder = http.get(
  api('/api/apps/ecommerce/orders/:id'),
  authorized({ action: 'read', subject: 'Order' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const order = db.orders.find((o) => o.id === id);
    if (!order) return jsonError(404, 'No order found with this id');
    const customer = db.customers.find((c) => c.email === order.email);
    return HttpResponse.json<OrderDetailResponse>(orderDetail(order, catalogue, customer));
  }),
);
