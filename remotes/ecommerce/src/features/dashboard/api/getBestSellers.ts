import { useQuery } from '@tanstack/react-query';
import type { EcommerceDashboardQuery, EcommerceProductsResponse } from '@atrium/contracts';
import { dashboardQuery, periodOf } from './dashboardQuery';

export const bestSellersQuery = (range: EcommerceDashboardQuery) =>
  dashboardQuery<EcommerceProductsResponse>('products', periodOf(range));

/** GET /api/dashboard/ecommerce/products: the period's best sellers by units sold. */
export function useBestSellers(range: EcommerceDashboardQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...bestSellersQuery(range), ...options });
}
