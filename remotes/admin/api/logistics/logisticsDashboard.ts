import { http, HttpResponse } from 'msw';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { parseDateRange } from '@atrium/mocks/lib/aggregateQuery';
import { isoDay, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import {
  delayReasons,
  deliveryPerformance,
  logisticsKpis,
  ordersByCountry,
  shipmentStats,
  vehicleStates,
} from './logisticsAggregates';

type Report = (range: IsoDateRange, today: string) => Promise<object>;

/**
 * GET /api/dashboard/logistics/<path> — from, to: read Vehicle, then a valid period (400 otherwise); the
 * figures are tallied from the shipments as they stand now.
 */
const rangeCall = (path: string, report: Report) =>
  http.get(
    api(`/api/dashboard/logistics/${path}`),
    authorized({ action: 'read', subject: 'Vehicle' }, async ({ request }) => {
      const parsed = parseDateRange(new URL(request.url).searchParams);
      if ('error' in parsed) return parsed.error;
      return HttpResponse.json(await report(parsed.range, isoDay(new Date(now()))));
    }),
  );

/** Shipments, in transit, delivered and delayed, with the previous period's. */
export const getLogisticsKpis = rangeCall('kpis', logisticsKpis);
/** The fleet's hours by state (on the way, unloading, loading, waiting) over the period's trips. */
export const getLogisticsVehicleStates = rangeCall('vehicle-states', vehicleStates);
/** Shipments ordered and delivered per day, week or month. */
export const getLogisticsShipmentStats = rangeCall('shipment-stats', shipmentStats);
/** In transit, out for delivery, delivered, success rate, delivery time, satisfaction. */
export const getLogisticsDeliveryPerformance = rangeCall('delivery-performance', deliveryPerformance);
/** The delayed shipments by reason. */
export const getLogisticsDelayReasons = rangeCall('delay-reasons', delayReasons);
/** The shipments by destination country. */
export const getLogisticsOrdersByCountry = rangeCall('orders-by-country', ordersByCountry);

/** The logistics dashboard's aggregate calls (its vehicles table is the spec's vehicles call). */
export const logisticsDashboardHandlers = [
  getLogisticsKpis,
  getLogisticsVehicleStates,
  getLogisticsShipmentStats,
  getLogisticsDeliveryPerformance,
  getLogisticsDelayReasons,
  getLogisticsOrdersByCountry,
];
