import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriodQuery, AnalyticsSessionsResponse } from '@atrium/contracts';
import { analyticsQuery } from './analyticsQuery';

export const sessionsQuery = ({ from, to }: AnalyticsPeriodQuery) =>
  analyticsQuery<AnalyticsSessionsResponse>('sessions', { from, to });

/** GET /api/dashboard/analytics/sessions: web sessions, per bucket and per traffic source. */
export function useSessions(period: AnalyticsPeriodQuery) {
  return useQuery(sessionsQuery(period));
}
