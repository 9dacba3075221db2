import { http, HttpResponse } from 'msw';
import { productRevision, productSaveSchema, type ProductDetail } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { categoryExists, fieldError } from './categoryRecord';
import { productImageAllowed } from './productImage';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { findProduct, productDetailOf, productFrom } from './productRecord';

/**
 * PUT /api/apps/ecommerce/products/{id} (addition) — replaces every field the product's form edits
 * (its picture is the body's `image`, '' for none: a sample picture or one uploaded to
 * POST …/products/images, 400 at the field otherwise); 200 with the product, 400 field errors, 404. With
 * `If-Match` (productRevision of the product as the form opened it), 412 `{ message, current }` when
 * someone changed it since.
 */
export const updateProduct = http.put(
  api('/api/apps/ecommerce/products/:id'),
  authorized({ action: 'update', subject: 'Product' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const found = findProduct(id);
    if ('error' in found) return found.error;
    const current = productDetailOf(found.product);
    const stale = staleEdit(request, account, 'Product', productRevision(current), current);
    if (stale) return stale;
    const body = await parseBody(request, productSaveSchema);
    if ('error' in body) return body.error;
    // A built-in category or an added one: the schema cannot know the added ones.
    if (!categoryExists(body.data.category)) return fieldError('category', 'No category has this name');
    if (!productImageAllowed(body.data.image ?? ''))
      return fieldError('image', 'Upload the picture, or choose one of the sample pictures');
    const saved = productFrom(id, body.data, body.data.image ?? '');
    db.products[found.index] = saved;
    const detail = productDetailOf(saved);
    return HttpResponse.json<ProductDetail>(detail, { headers: etag(productRevision(detail)) });
  }),
);
