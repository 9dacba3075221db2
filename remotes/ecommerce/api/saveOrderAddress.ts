import { http, HttpResponse } from 'msw';
import {
  ADDRESS_KINDS,
  addressSchema,
  revisionOf,
  type AddressKind,
  type OrderDetailResponse,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { staleEdit } from '@atrium/mocks/lib/revisions';
import { detailOf } from './getOrder';

const isKind = (value: unknown): value is AddressKind =>
  typeof value === 'string' && (ADDRESS_KINDS as readonly string[]).includes(value);

/**
 * PUT /api/apps/ecommerce/orders/{id}/addresses/{shipping|billing} (addition) — replaces the order's
 * shipping or billing address; 200 with the order's details. 400 field errors, 404 unknown order or kind.
 * With `If-Match` (revisionOf the address as the dialog opened it), 412 `{ message, current }` (the
 * address now) when someone saved it since.
 */
export const saveOrderAddress = http.put(
  api('/api/apps/ecommerce/orders/:id/addresses/:kind'),
  authorized({ action: 'update', subject: 'Order' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    if (!isKind(params.kind)) return jsonError(404, 'No address of this kind: use shipping or billing');
    const order = db.orders.find((o) => o.id === id);
    if (!order) return jsonError(404, 'No order found with this id');
    const current = params.kind === 'shipping' ? order.shippingAddress : order.billingAddress;
    const stale = staleEdit(request, account, 'Order', revisionOf(current), current);
    if (stale) return stale;
    const body = await parseBody(request, addressSchema);
    if ('error' in body) return body.error;
    if (params.kind === 'shipping') order.shippingAddress = body.data;
    else order.billingAddress = body.data;
    return HttpResponse.json<OrderDetailResponse>(detailOf(order));
  }),
);
