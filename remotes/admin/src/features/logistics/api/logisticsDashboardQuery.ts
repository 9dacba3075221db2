import { queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { LogisticsRangeQuery } from '@atrium/contracts';

/** Query keys of the logistics dashboard's aggregate calls: one per card, each with its period. */
export const logisticsDashboardKeys = {
  all: ['admin', 'logistics-dashboard'] as const,
  figure: (name: string, { from, to }: LogisticsRangeQuery) =>
    [...logisticsDashboardKeys.all, name, { from, to }] as const,
};

/**
 * The query options of one aggregate call, `GET /api/dashboard/logistics/<name>?from&to`: the key holds
 * the period, so each card refetches when the dashboard's range changes.
 */
export function logisticsDashboardQuery<T>(name: string, { from, to }: LogisticsRangeQuery) {
  return queryOptions({
    queryKey: logisticsDashboardKeys.figure(name, { from, to }),
    queryFn: ({ signal }) => api<T>(`/api/dashboard/logistics/${name}`, { query: { from, to }, signal }),
  });
}
