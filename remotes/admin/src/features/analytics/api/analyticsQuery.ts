import { queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { AnalyticsPeriodQuery } from '@atrium/contracts';

/** Query keys of the analytics dashboard's aggregate calls: one per card, each with its period. */
export const analyticsKeys = {
  all: ['admin', 'analytics-dashboard'] as const,
  figure: (name: string, query: AnalyticsPeriodQuery & Record<string, string>) =>
    [...analyticsKeys.all, name, query] as const,
};

/**
 * The query options of one aggregate call, `GET /api/dashboard/analytics/<name>?from&to…`: the key holds
 * the period (and any other parameter), so each card refetches when the dashboard's range changes.
 */
export function analyticsQuery<T>(name: string, query: AnalyticsPeriodQuery & Record<string, string>) {
  return queryOptions({
    queryKey: analyticsKeys.figure(name, query),
    queryFn: ({ signal }) => api<T>(`/api/dashboard/analytics/${name}`, { query, signal }),
  });
}
