// The logistics dashboard's aggregate calls (GET /api/dashboard/logistics/*). Each takes the dashboard's
// date range as `from` and `to` (inclusive ISO dates, `YYYY-MM-DD`) and counts the shipments ordered in
// it; a malformed date or from after to answers 400 { message }. "Previous" figures are those of the
// period of the same length just before `from`, so a card can show the change. A shipment's state
// (on its way, delivered, late) is counted as it stood on the period's last day, or today when the
// period ends later.

export interface LogisticsRangeQuery {
  from: string;
  to: string;
}

/** A figure in the range and in the period before it. */
export interface PeriodFigure {
  value: number;
  previous: number;
}

/** GET /api/dashboard/logistics/kpis */
export interface LogisticsKpisResponse {
  /** Shipments ordered in the range. */
  shipments: PeriodFigure;
  /** Of those, on their way (shipped, not yet delivered). */
  inTransit: PeriodFigure;
  delivered: PeriodFigure;
  /** Delivered after the expected day, or expected before today and still not delivered. */
  delayed: PeriodFigure;
}

export const VEHICLE_STATES = ['onTheWay', 'unloading', 'loading', 'waiting'] as const;
export type VehicleState = (typeof VEHICLE_STATES)[number];

/** GET /api/dashboard/logistics/vehicle-states: the fleet's hours in each state over the range's trips. */
export interface LogisticsVehicleStatesResponse {
  /** Distinct vehicles that carried the range's shipments. */
  vehicles: number;
  trips: number;
  totalHours: number;
  /** In VEHICLE_STATES order; share is a percentage of totalHours with one decimal. */
  states: { state: VehicleState; hours: number; share: number }[];
}

export type ShipmentGranularity = 'day' | 'week' | 'month';

/** GET /api/dashboard/logistics/shipment-stats: shipments ordered and delivered per period. */
export interface LogisticsShipmentStatsResponse {
  /** Days for a range up to 31 days, 7-day weeks from `from` up to 182 days, calendar months beyond. */
  granularity: ShipmentGranularity;
  /**
   * Every period of the range in order, empty ones included (the first and last clipped to the range):
   * the shipments ordered in it, and how many of those are delivered.
   */
  buckets: { from: string; to: string; shipments: number; delivered: number }[];
  totalShipments: number;
  totalDelivered: number;
}

/** GET /api/dashboard/logistics/delivery-performance */
export interface LogisticsDeliveryPerformanceResponse {
  inTransit: PeriodFigure;
  /** Of those in transit, on the delivery round (delivered the next day). */
  outForDelivery: PeriodFigure;
  delivered: PeriodFigure;
  /** Delivered at the first attempt, percent of delivered, one decimal. */
  successRate: PeriodFigure;
  /** Days from shipping to delivery, averaged over delivered shipments, one decimal. */
  averageDeliveryDays: PeriodFigure;
  /** Customers' rating of delivered shipments (1 to 5), averaged, one decimal. */
  satisfaction: PeriodFigure;
}

export const DELAY_REASONS = ['incorrectAddress', 'weather', 'holiday', 'damage', 'vehicleFault'] as const;
export type DelayReason = (typeof DELAY_REASONS)[number];

/** GET /api/dashboard/logistics/delay-reasons: the delayed shipments of the range by reason. */
export interface LogisticsDelayReasonsResponse {
  totalDelayed: number;
  /** In DELAY_REASONS order, every reason present (0 when none). */
  reasons: { reason: DelayReason; count: number }[];
}

/** GET /api/dashboard/logistics/orders-by-country: shipments of the range by destination country. */
export interface LogisticsOrdersByCountryResponse {
  totalOrders: number;
  /** Most orders first; country is an ISO 3166-1 alpha-2 code (the page names it in its language). */
  countries: { country: string; orders: number; delivered: number }[];
}
