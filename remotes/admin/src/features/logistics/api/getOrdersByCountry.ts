import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsOrdersByCountryResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

export const ordersByCountryQuery = (period: LogisticsRangeQuery) =>
  logisticsDashboardQuery<LogisticsOrdersByCountryResponse>('orders-by-country', period);

/** GET /api/dashboard/logistics/orders-by-country: the period's shipments by destination country. */
export function useOrdersByCountry(period: LogisticsRangeQuery) {
  return useQuery(ordersByCountryQuery(period));
}
