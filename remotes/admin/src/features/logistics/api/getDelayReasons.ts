import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsDelayReasonsResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

export const delayReasonsQuery = (period: LogisticsRangeQuery) =>
  logisticsDashboardQuery<LogisticsDelayReasonsResponse>('delay-reasons', period);

/** GET /api/dashboard/logistics/delay-reasons: the period's delayed shipments by reason. */
export function useDelayReasons(period: LogisticsRangeQuery) {
  return useQuery(delayReasonsQuery(period));
}
