import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsKpisResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

export const logisticsKpisQuery = (period: LogisticsRangeQuery) =>
  logisticsDashboardQuery<LogisticsKpisResponse>('kpis', period);

/** GET /api/dashboard/logistics/kpis: shipments, in transit, delivered and delayed, with the period before. */
export function useLogisticsKpis(period: LogisticsRangeQuery) {
  return useQuery(logisticsKpisQuery(period));
}
