import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsShipmentStatsResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

export const shipmentStatsQuery = (period: LogisticsRangeQuery) =>
  logisticsDashboardQuery<LogisticsShipmentStatsResponse>('shipment-stats', period);

/** GET /api/dashboard/logistics/shipment-stats: shipments ordered and delivered per day, week or month. */
export function useShipmentStats(period: LogisticsRangeQuery) {
  return useQuery(shipmentStatsQuery(period));
}
