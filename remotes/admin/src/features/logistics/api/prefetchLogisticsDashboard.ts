import { resolveDateRange, type AreaRoutePrefetchContext } from '@atrium/platform';
import { delayReasonsQuery } from './getDelayReasons';
import { deliveryPerformanceQuery } from './getDeliveryPerformance';
import { logisticsKpisQuery } from './getLogisticsKpis';
import { ordersByCountryQuery } from './getOrdersByCountry';
import { shipmentStatsQuery } from './getShipmentStats';
import { vehicleStatesQuery } from './getVehicleStates';

/**
 * The logistics dashboard's figure cards for the range in the address, asked for alongside the page's
 * chunk (the route's prefetch). The vehicles table's list is left to the table.
 */
export function prefetchLogisticsDashboard({ queryClient, search }: AreaRoutePrefetchContext) {
  const { from, to } = resolveDateRange(search);
  const period = { from, to };
  void queryClient.prefetchQuery(logisticsKpisQuery(period));
  void queryClient.prefetchQuery(vehicleStatesQuery(period));
  void queryClient.prefetchQuery(shipmentStatsQuery(period));
  void queryClient.prefetchQuery(deliveryPerformanceQuery(period));
  void queryClient.prefetchQuery(delayReasonsQuery(period));
  void queryClient.prefetchQuery(ordersByCountryQuery(period));
}
