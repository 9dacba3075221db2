import { http, HttpResponse } from 'msw';
import { productPatchSchema, type ProductDetail } from '@atrium/contracts';
import { api, idParam, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { findProduct, productDetailOf } from './productRecord';

/**
 * PATCH /api/apps/ecommerce/products/{id} (addition) — the list's in-place switches: `stock` and/or
 * `status`, nothing else (an unknown field is a 400); 200 with the product, 404.
 */
export const patchProduct = http.patch(
  api('/api/apps/ecommerce/products/:id'),
  authorized({ action: 'update', subject: 'Product' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findProduct(id);
    if ('error' in found) return found.error;
    const body = await parseBody(request, productPatchSchema);
    if ('error' in body) return body.error;
    const { product } = found;
    if (body.data.stock !== undefined) product.stock = body.data.stock;
    if (body.data.status !== undefined) product.status = body.data.status;
    return HttpResponse.json<ProductDetail>(productDetailOf(product));
  }),
);
