import { http, HttpResponse } from 'msw';
import { productSaveSchema, type ProductDetail } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { categoryExists, fieldError } from './categoryRecord';
import { productImageAllowed } from './productImage';
import { productDetailOf, productFrom } from './productRecord';

/**
 * POST /api/apps/ecommerce/products (addition) — validates the body, stores the product (every field
 * its form has) with the next id (it lists first, the list being reversed) and answers 201 with it;
 * 400 `{ message, errors }` on a bad body, the data unchanged.
 */
export const createProduct = http.post(
  api('/api/apps/ecommerce/products'),
  authorized({ action: 'create', subject: 'Product' }, async ({ request }) => {
    const body = await parseBody(request, productSaveSchema);
    if ('error' in body) return body.error;
    // A built-in category or an added one: the schema cannot know the added ones.
    if (!categoryExists(body.data.category)) return fieldError('category', 'No category has this name');
    if (!productImageAllowed(body.data.image ?? ''))
      return fieldError('image', 'Upload the picture, or choose one of the sample pictures');
    const id = Math.max(0, ...db.products.map((p) => p.id)) + 1;
    const product = productFrom(id, body.data, body.data.image ?? '');
    db.products.push(product);
    return HttpResponse.json<ProductDetail>(productDetailOf(product), { status: 201 });
  }),
);
