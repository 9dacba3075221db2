import { useQuery } from '@tanstack/react-query';
import type { LogisticsRangeQuery, LogisticsDeliveryPerformanceResponse } from '@atrium/contracts';
import { logisticsDashboardQuery } from './logisticsDashboardQuery';

export const deliveryPerformanceQuery = (period: LogisticsRangeQuery) =>
  logisticsDashboardQuery<LogisticsDeliveryPerformanceResponse>('delivery-performance', period);

/** GET /api/dashboard/logistics/delivery-performance: in transit, out for delivery, delivered, success rate, delivery time, satisfaction. */
export function useDeliveryPerformance(period: LogisticsRangeQuery) {
  return useQuery(deliveryPerformanceQuery(period));
}
