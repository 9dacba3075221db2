import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriodQuery, AnalyticsSalesOverviewResponse } from '@atrium/contracts';
import { analyticsQuery } from './analyticsQuery';

export const salesOverviewQuery = ({ from, to }: AnalyticsPeriodQuery) =>
  analyticsQuery<AnalyticsSalesOverviewResponse>('sales-overview', { from, to });

/** GET /api/dashboard/analytics/sales-overview: sales, orders, sessions, conversion and average order. */
export function useSalesOverview(period: AnalyticsPeriodQuery) {
  return useQuery(salesOverviewQuery(period));
}
