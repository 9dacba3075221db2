import { http, HttpResponse } from 'msw';
import type { EcommerceProductSales, EcommerceProductsResponse, OrderItem } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { parseLimit } from '@atrium/mocks/lib/aggregateQuery';
import { tally, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import type { IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { dashboardCall, dashboardPath } from './dashboardQuery';
import { placedOnDays } from './data/orders';

/** How a best seller is shown: the product as it is now, else as its order line named it (deleted since). */
function productOf(productId: number): Pick<OrderItem, 'productName' | 'productBrand' | 'image'> {
  const product = db.products.find((p) => p.id === productId);
  if (product) return product;
  for (const order of db.orders) {
    const line = order.items.find((item) => item.productId === productId);
    if (line) return line;
  }
  return { productName: `#${productId}`, productBrand: '', image: '' };
}

/** The units and revenue of the period's order lines, by product: one tally. */
export const bestSellersTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'orders',
  where: [placedOnDays(range)],
  each: 'items',
  groupBy: { kind: 'text', path: 'productId' },
  measures: {
    // A quantity in "cents" is a hundred times it: exact, divided back below.
    units: { kind: 'sumCents', path: 'qty', valueKind: 'number' },
    cents: { kind: 'sumCents', path: 'price', valueKind: 'number', times: 'qty' },
  },
});

/** GET /api/dashboard/ecommerce/products (addition) — the period's best sellers by units sold (the orders' lines); `limit` (default 5); needs read Product too. */
export const getDashboardProducts = http.get(
  dashboardPath('products'),
  dashboardCall(async (range, params) => {
    const groups = await tally(bestSellersTally(range));
    const ranked = groups
      .filter((g) => g.group !== null)
      .map(({ group, figures }) => ({
        productId: Number(group),
        qty: figures.units / 100,
        revenue: figures.cents / 100,
      }))
      .sort((a, b) => b.qty - a.qty || b.revenue - a.revenue || a.productId - b.productId);
    const products: EcommerceProductSales[] = ranked.slice(0, parseLimit(params, 5)).map((row) => {
      const { productName, productBrand, image } = productOf(row.productId);
      return { ...row, productName, productBrand, image };
    });
    return HttpResponse.json<EcommerceProductsResponse>({ products, total: ranked.length });
  }, 'Product'),
);
