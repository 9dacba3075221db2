import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { figuresOf } from './customerFigures';

/**
 * DELETE /api/apps/ecommerce/orders/{id} — removes the order when it exists (its customer's order count
 * and total follow); always 204.
 */
export const deleteOrder = http.delete(
  api('/api/apps/ecommerce/orders/:id'),
  authorized({ action: 'delete', subject: 'Order' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.orders.findIndex((o) => o.id === id);
    if (index === -1) return new HttpResponse(null, { status: 204 });
    const [gone] = db.orders.splice(index, 1);
    const customer = db.customers.find((c) => c.email.toLowerCase() === gone.email.toLowerCase());
    if (customer) Object.assign(customer, figuresOf(customer, db.orders));
    return new HttpResponse(null, { status: 204 });
  }),
);
