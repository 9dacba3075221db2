import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsVehicleStatesResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

export const vehicleStatesQuery = (period: LogisticsRangeQuery) =>
  logisticsDashboardQuery<LogisticsVehicleStatesResponse>('vehicle-states', period);

/** GET /api/dashboard/logistics/vehicle-states: the fleet's hours by state over the period's trips. */
export function useVehicleStates(period: LogisticsRangeQuery) {
  return useQuery(vehicleStatesQuery(period));
}
