import { http, HttpResponse } from 'msw';
import { productsStatusSchema, type ProductsStatusResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * PATCH /api/apps/ecommerce/products (addition) — one status for the chosen products, all or none: 404
 * naming the ids that are not products (nothing changed), else 200 `{ updated }`.
 */
export const setProductsStatus = http.patch(
  api('/api/apps/ecommerce/products'),
  authorized({ action: 'update', subject: 'Product' }, async ({ request }) => {
    const body = await parseBody(request, productsStatusSchema);
    if ('error' in body) return body.error;
    const ids = new Set(body.data.ids);
    const found = db.products.filter((p) => ids.has(p.id));
    const missing = [...ids].filter((id) => !found.some((p) => p.id === id));
    if (missing.length) return jsonError(404, `No product with id ${missing.join(', ')}`);
    for (const product of found) product.status = body.data.status;
    return HttpResponse.json<ProductsStatusResponse>({ updated: found.length });
  }),
);
