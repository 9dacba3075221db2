import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** DELETE /api/apps/ecommerce/products/{id} — removes exactly that product; 204, or 404 (empty) if unknown. */
export const deleteProduct = http.delete(
  api('/api/apps/ecommerce/products/:id'),
  authorized({ action: 'delete', subject: 'Product' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const index = db.products.findIndex((p) => p.id === id);
    if (index === -1) return new HttpResponse(null, { status: 404 });
    db.products.splice(index, 1);
    return new HttpResponse(null, { status: 204 });
  }),
);
