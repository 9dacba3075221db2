import { http, HttpResponse } from 'msw';
import { productCreateSchema, type Product } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/**
 * POST /api/apps/ecommerce/products (addition) — validates the body, stores the product with the next
 * id (it lists first, the list being reversed) and answers 201 with it; 400 `{ message, errors }`
 * on a bad body, the data unchanged.
 */
export const createProduct = http.post(
  api('/api/apps/ecommerce/products'),
  authorized({ action: 'create', subject: 'Product' }, async ({ request }) => {
    const body = await parseBody(request, productCreateSchema);
    if ('error' in body) return body.error;
    const { productName, productBrand, category, status, sku, price, qty, stock, image } = body.data;
    const product: Product = {
      id: Math.max(0, ...db.products.map((p) => p.id)) + 1,
      productName,
      productBrand,
      category,
      status,
      sku,
      price: `$${price.toFixed(2)}`,
      qty,
      stock,
      image,
    };
    db.products.push(product);
    return HttpResponse.json<Product>(product, { status: 201 });
  }),
);
