import { http, HttpResponse } from 'msw';
import type { EcommerceProductSales, EcommerceProductsResponse } from '@atrium/contracts';
import { parseLimit } from '@atrium/mocks/lib/aggregateQuery';
import { cents, dashboardCall, dashboardPath, detailOf, ordersIn } from './dashboardQuery';

/** GET /api/dashboard/ecommerce/products (addition) — the period's best sellers by units sold (the orders' lines); `limit` (default 5); needs read Product too. */
export const getDashboardProducts = http.get(
  dashboardPath('products'),
  dashboardCall((range, params) => {
    const sold = new Map<number, EcommerceProductSales>();
    for (const order of ordersIn(range)) {
      for (const item of detailOf(order).items) {
        const row = sold.get(item.productId) ?? {
          productId: item.productId,
          productName: item.productName,
          productBrand: item.productBrand,
          image: item.image,
          qty: 0,
          revenue: 0,
        };
        row.qty += item.qty;
        row.revenue = cents(row.revenue + item.price * item.qty);
        sold.set(item.productId, row);
      }
    }
    const ranked = [...sold.values()].sort(
      (a, b) => b.qty - a.qty || b.revenue - a.revenue || a.productId - b.productId,
    );
    return HttpResponse.json<EcommerceProductsResponse>({
      products: ranked.slice(0, parseLimit(params, 5)),
      total: ranked.length,
    });
  }, 'Product'),
);
