import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EcommerceDashboardQuery, EcommerceRecentOrdersResponse } from '@atrium/contracts';
import { dashboardQuery, periodOf } from './dashboardQuery';

export const recentOrdersQuery = (range: EcommerceDashboardQuery, page = 1, itemsPerPage = 5) =>
  dashboardQuery<EcommerceRecentOrdersResponse>('orders', { ...periodOf(range), page, itemsPerPage });

/** GET /api/dashboard/ecommerce/orders: the period's orders, newest first, a page at a time. */
export function useRecentOrders(range: EcommerceDashboardQuery, page = 1, itemsPerPage = 5) {
  return useQuery({ ...recentOrdersQuery(range, page, itemsPerPage), placeholderData: keepPreviousData });
}
