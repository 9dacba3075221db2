import { http, HttpResponse } from 'msw';
import { productRevision, type ProductDetail } from '@atrium/contracts';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { etag } from '@atrium/mocks/lib/revisions';
import { findProduct, productDetailOf } from './productRecord';

/** GET /api/apps/ecommerce/products/{id} (addition) — the product with everything its form edits; 404. */
export const getProduct = http.get(
  api('/api/apps/ecommerce/products/:id'),
  authorized({ action: 'read', subject: 'Product' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findProduct(id);
    if ('error' in found) return found.error;
    const detail = productDetailOf(found.product);
    return HttpResponse.json<ProductDetail>(detail, { headers: etag(productRevision(detail)) });
  }),
);
