import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriodQuery, AnalyticsEarningsResponse } from '@atrium/contracts';
import { analyticsQuery } from './analyticsQuery';

export const earningsQuery = ({ from, to }: AnalyticsPeriodQuery) =>
  analyticsQuery<AnalyticsEarningsResponse>('earnings', { from, to });

/** GET /api/dashboard/analytics/earnings: money received, by source and weekday. */
export function useEarnings(period: AnalyticsPeriodQuery) {
  return useQuery(earningsQuery(period));
}
