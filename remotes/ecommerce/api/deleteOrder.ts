import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** DELETE /api/apps/ecommerce/orders/{id} — removes the order when it exists; always 204. */
export const deleteOrder = http.delete(
  api('/api/apps/ecommerce/orders/:id'),
  authorized({ action: 'delete', subject: 'Order' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.orders.findIndex((o) => o.id === id);
    if (index !== -1) db.orders.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
