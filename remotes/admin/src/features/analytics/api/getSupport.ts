import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriodQuery, AnalyticsSupportResponse } from '@atrium/contracts';
import { analyticsQuery } from './analyticsQuery';

export const supportQuery = ({ from, to }: AnalyticsPeriodQuery) =>
  analyticsQuery<AnalyticsSupportResponse>('support', { from, to });

/** GET /api/dashboard/analytics/support: support tickets opened, as they stand now. */
export function useSupport(period: AnalyticsPeriodQuery) {
  return useQuery(supportQuery(period));
}
