import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriodQuery, AnalyticsRevenueResponse, RevenuePeriod } from '@atrium/contracts';
import { analyticsQuery } from './analyticsQuery';

export const revenueQuery = ({ from, to }: AnalyticsPeriodQuery, period: RevenuePeriod) =>
  analyticsQuery<AnalyticsRevenueResponse>('revenue', { from, to, period });

/** GET /api/dashboard/analytics/revenue: orders' sales and invoices issued, cut by day, week or month. */
export function useRevenue(range: AnalyticsPeriodQuery, period: RevenuePeriod) {
  return useQuery(revenueQuery(range, period));
}
