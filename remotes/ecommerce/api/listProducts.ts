import { http, HttpResponse } from 'msw';
import type { Product, ProductListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Product>> = {
  product: { kind: 'text', value: (p) => p.productName },
  category: { kind: 'text', value: (p) => p.category },
  status: { kind: 'text', value: (p) => p.status },
  price: { kind: 'money', value: (p) => p.price },
  qty: { kind: 'number', value: (p) => p.qty },
  sku: { kind: 'number', value: (p) => p.sku },
};

/** GET /api/apps/ecommerce/products — search, filters, sort, paging; results reversed first. */
export const listProducts = http.get(
  api('/api/apps/ecommerce/products'),
  authorized({ action: 'read', subject: 'Product' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const category = params.get('category');
    const status = params.get('status');
    const stock = params.get('stock');
    const { page, itemsPerPage } = parsePaging(params);

    let rows = [...db.products].reverse();
    rows = rows.filter(
      (p) =>
        matchText(q, p.productName, p.productBrand) &&
        (!category || p.category === category) &&
        (!status || p.status === status) &&
        (stock !== 'true' && stock !== 'false' ? true : p.stock === (stock === 'true')),
    );
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<ProductListResponse>({
      products: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
