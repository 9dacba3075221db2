import { useQuery } from '@tanstack/react-query';
import type { EcommerceDashboardQuery, EcommerceSummaryResponse } from '@atrium/contracts';
import { dashboardQuery, periodOf } from './dashboardQuery';

export const summaryQuery = (range: EcommerceDashboardQuery) =>
  dashboardQuery<EcommerceSummaryResponse>('summary', periodOf(range));

/** GET /api/dashboard/ecommerce/summary: revenue, orders, average order, customers and items sold in the period and the one before. */
export function useSummary(range: EcommerceDashboardQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...summaryQuery(range), ...options });
}
