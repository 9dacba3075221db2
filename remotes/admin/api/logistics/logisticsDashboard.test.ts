import { db } from '@atrium/mocks/db';
import { dashboardCalls, monthNumbers } from '@atrium/mocks/testing/dashboardCalls';
import { SHIPMENT_HISTORY_DAYS, buildShipments, type Shipment } from '../data/logisticsShipments';
import {
  DELAY_REASONS,
  VEHICLE_STATES,
  type LogisticsDelayReasonsResponse,
  type LogisticsDeliveryPerformanceResponse,
  type LogisticsKpisResponse,
  type LogisticsOrdersByCountryResponse,
  type LogisticsShipmentStatsResponse,
  type LogisticsVehicleStatesResponse,
} from '@atrium/contracts';

// The mock clock stands still at noon on 24 November 2026 ("today"), set before any token is minted.
const NOW = Date.parse('2026-11-24T12:00:00Z');
const TODAY = '2026-11-24';
const { call, client } = dashboardCalls('http://localhost/api/dashboard/logistics', { now: NOW });

const MONTH = 'from=2026-11-01&to=2026-11-24';
const ordered = (from: string, to: string) =>
  db.shipments.filter((s) => s.orderedAt >= from && s.orderedAt <= to);

/** A shipment ordered on `day`, delivered two days after shipping, on time unless `late`. */
const shipment = (day: string, destination: string, late = false): Shipment => ({
  id: db.shipments.length + 1,
  vehicleId: 1,
  origin: 'FR',
  destination,
  orderedAt: day,
  shippedAt: day,
  expectedAt: day,
  deliveredAt: late ? '2026-11-10' : day,
  attempts: 1,
  rating: 5,
  delayReason: late ? 'weather' : null,
  hours: { onTheWay: 10, unloading: 1, loading: 1, waiting: 0 },
});

describe('logistics dashboard aggregates', () => {
  it('holds two years of seeded shipments up to today, some still on their way', () => {
    const first = db.shipments[0].orderedAt;
    const last = db.shipments[db.shipments.length - 1].orderedAt;
    expect(first >= '2024-11-24').toBe(true);
    expect(last <= TODAY).toBe(true);
    expect(db.shipments.length).toBeGreaterThan(SHIPMENT_HISTORY_DAYS);
    expect(db.shipments.some((s) => s.deliveredAt > TODAY)).toBe(true);
    expect(buildShipments(25, new Date(NOW))).toEqual(db.shipments);
    expect(db.shipments.every((s) => s.vehicleId >= 1 && s.vehicleId <= db.vehicles.length)).toBe(true);
  });

  it.each([
    'kpis',
    'vehicle-states',
    'shipment-stats',
    'delivery-performance',
    'delay-reasons',
    'orders-by-country',
  ])('%s checks the period and the caller', async (path) => {
    expect((await call(path, '')).status).toBe(400);
    expect((await call(path, 'from=2026-11-31&to=2026-12-01')).body).toEqual({
      message: expect.stringContaining('from'),
    });
    expect((await call(path, 'from=2026-11-24&to=2026-11-01')).status).toBe(400);
    expect((await call(path, MONTH, client)).status).toBe(403);
    expect((await call(path, MONTH)).status).toBe(200);
  });

  it('counts the KPIs from the shipments ordered in the period, and the period before', async () => {
    const { body } = await call<LogisticsKpisResponse>('kpis', MONTH);
    const month = ordered('2026-11-01', '2026-11-24');
    const before = ordered('2026-10-08', '2026-10-31');
    expect(body.shipments).toEqual({ value: month.length, previous: before.length });
    expect(body.delivered.value).toBe(month.filter((s) => s.deliveredAt <= TODAY).length);
    expect(body.inTransit.value).toBe(
      month.filter((s) => s.shippedAt <= TODAY && s.deliveredAt > TODAY).length,
    );
    expect(body.inTransit.value).toBeGreaterThan(0);
    // The period before is read as it stood on its last day.
    expect(body.delivered.previous).toBe(before.filter((s) => s.deliveredAt <= '2026-10-31').length);
    expect(body.delayed.value).toBe(
      month.filter((s) => s.deliveredAt > s.expectedAt && s.expectedAt < TODAY).length,
    );
  });

  it('moves when the shipments change', async () => {
    const before = (await call<LogisticsKpisResponse>('kpis', MONTH)).body;
    const countries = (await call<LogisticsOrdersByCountryResponse>('orders-by-country', MONTH)).body;
    db.shipments.push(shipment('2026-11-05', 'DK'), shipment('2026-11-06', 'DK', true));
    const after = (await call<LogisticsKpisResponse>('kpis', MONTH)).body;
    expect(after.shipments.value).toBe(before.shipments.value + 2);
    expect(after.delivered.value).toBe(before.delivered.value + 2);
    expect(after.delayed.value).toBe(before.delayed.value + 1);
    const dk = (r: LogisticsOrdersByCountryResponse) =>
      r.countries.find((c) => c.country === 'DK')?.orders ?? 0;
    const moved = (await call<LogisticsOrdersByCountryResponse>('orders-by-country', MONTH)).body;
    expect(dk(moved)).toBe(dk(countries) + 2);
    expect(moved.totalOrders).toBe(countries.totalOrders + 2);
  });

  it('charts shipments and deliveries per day, week or month, agreeing with the KPIs', async () => {
    const kpis = (await call<LogisticsKpisResponse>('kpis', MONTH)).body;
    const days = (await call<LogisticsShipmentStatsResponse>('shipment-stats', MONTH)).body;
    expect(days.granularity).toBe('day');
    expect(days.buckets).toHaveLength(24);
    expect(days.buckets[0]).toMatchObject({ from: '2026-11-01', to: '2026-11-01' });
    expect(days.totalShipments).toBe(kpis.shipments.value);
    expect(days.totalDelivered).toBe(kpis.delivered.value);
    expect(days.buckets.reduce((n, b) => n + b.shipments, 0)).toBe(days.totalShipments);

    const weeks = (
      await call<LogisticsShipmentStatsResponse>('shipment-stats', 'from=2026-09-01&to=2026-11-24')
    ).body;
    expect(weeks.granularity).toBe('week');
    const year = (
      await call<LogisticsShipmentStatsResponse>('shipment-stats', 'from=2026-01-01&to=2026-11-24')
    ).body;
    expect(year.granularity).toBe('month');
    expect(year.buckets.map((b) => b.from.slice(5, 7))).toEqual(monthNumbers(11));
    expect(year.totalShipments).toBe(ordered('2026-01-01', '2026-11-24').length);
  });

  it('shares the fleet hours by state over the period', async () => {
    const { body } = await call<LogisticsVehicleStatesResponse>('vehicle-states', MONTH);
    const month = ordered('2026-11-01', '2026-11-24');
    expect(body.states.map((s) => s.state)).toEqual([...VEHICLE_STATES]);
    expect(body.trips).toBe(month.length);
    expect(body.vehicles).toBe(new Set(month.map((s) => s.vehicleId)).size);
    expect(body.states[0].hours).toBe(month.reduce((n, s) => n + s.hours.onTheWay, 0));
    expect(body.totalHours).toBe(body.states.reduce((n, s) => n + s.hours, 0));
    expect(body.states.reduce((n, s) => n + s.share, 0)).toBeCloseTo(100, 0);
  });

  it('measures delivery performance and lists every delay reason', async () => {
    const year = 'from=2026-01-01&to=2026-11-24';
    const perf = (await call<LogisticsDeliveryPerformanceResponse>('delivery-performance', year)).body;
    const kpis = (await call<LogisticsKpisResponse>('kpis', year)).body;
    expect(perf.delivered).toEqual(kpis.delivered);
    expect(perf.inTransit).toEqual(kpis.inTransit);
    expect(perf.outForDelivery.value).toBeLessThanOrEqual(perf.inTransit.value);
    expect(perf.successRate.value).toBeGreaterThan(80);
    expect(perf.successRate.value).toBeLessThanOrEqual(100);
    expect(perf.averageDeliveryDays.value).toBeGreaterThan(1);
    expect(perf.satisfaction.value).toBeGreaterThanOrEqual(1);
    expect(perf.satisfaction.value).toBeLessThanOrEqual(5);

    const delays = (await call<LogisticsDelayReasonsResponse>('delay-reasons', year)).body;
    expect(delays.reasons.map((r) => r.reason)).toEqual([...DELAY_REASONS]);
    expect(delays.totalDelayed).toBe(kpis.delayed.value);
    expect(delays.reasons.reduce((n, r) => n + r.count, 0)).toBe(delays.totalDelayed);
  });

  it('answers empty figures for a period with no shipments', async () => {
    const qs = 'from=2020-01-01&to=2020-01-31';
    expect((await call<LogisticsKpisResponse>('kpis', qs)).body.shipments).toEqual({ value: 0, previous: 0 });
    const perf = (await call<LogisticsDeliveryPerformanceResponse>('delivery-performance', qs)).body;
    expect(perf.successRate.value).toBe(0);
    const states = (await call<LogisticsVehicleStatesResponse>('vehicle-states', qs)).body;
    expect(states.states.every((s) => s.share === 0)).toBe(true);
    expect((await call<LogisticsOrdersByCountryResponse>('orders-by-country', qs)).body).toEqual({
      totalOrders: 0,
      countries: [],
    });
  });
});
