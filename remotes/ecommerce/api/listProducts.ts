import { http, HttpResponse } from 'msw';
import type { Product, ProductListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const PRODUCT_LIST: ListSpec = {
  collection: 'products',
  newestFirst: true,
  search: ['productName', 'productBrand'],
  filters: [
    { params: ['category'], filter: { kind: 'equals', path: 'category' } },
    { params: ['status'], filter: { kind: 'equals', path: 'status' } },
    { params: ['stock'], filter: { kind: 'boolean', path: 'stock' } },
  ],
  sort: {
    product: { path: 'productName', kind: 'text' },
    category: { path: 'category', kind: 'text' },
    status: { path: 'status', kind: 'text' },
    price: { path: 'price', kind: 'money' },
    qty: { path: 'qty', kind: 'number' },
    sku: { path: 'sku', kind: 'number' },
  },
};

/** GET /api/apps/ecommerce/products — q (name or brand), category, status, stock, sort, paging; newest first. */
export const listProducts = http.get(
  api('/api/apps/ecommerce/products'),
  authorized({ action: 'read', subject: 'Product' }, async ({ request }) => {
    const { rows, total } = await queryList<Product>(PRODUCT_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<ProductListResponse>({ products: rows, total });
  }),
);
