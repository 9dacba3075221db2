import { http, HttpResponse } from 'msw';
import type { OrderDetailResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { buildProducts } from '@atrium/mocks/data/products';
import { orderDetail } from '@atrium/mocks/data/orders';
import { api, idParam, malformedId, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

const catalogue = buildProducts();

/** The order's details with the addresses saved for it (PUT …/addresses/{kind}) in place. */
export function withSavedAddresses(detail: OrderDetailResponse): OrderDetailResponse {
  const saved = db.orderAddresses[String(detail.order.id)];
  if (!saved) return detail;
  return {
    ...detail,
    shippingAddress: saved.shipping ?? detail.shippingAddress,
    billingAddress: saved.billing ?? detail.billingAddress,
  };
}

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
    return HttpResponse.json<OrderDetailResponse>(
      withSavedAddresses(orderDetail(order, catalogue, customer)),
    );
  }),
);
