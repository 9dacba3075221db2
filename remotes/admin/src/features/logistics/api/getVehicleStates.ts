import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsVehicleStatesResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

/** GET /api/dashboard/logistics/vehicle-states: the fleet's hours by state over the period's trips. */
export function useVehicleStates(period: LogisticsRangeQuery) {
  return useQuery(logisticsDashboardQuery<LogisticsVehicleStatesResponse>('vehicle-states', period));
}
