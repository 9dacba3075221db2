import { db } from '@atrium/mocks/db';
import { orderPlacedAt } from '@atrium/contracts';
import { dashboardCalls } from '@atrium/mocks/testing/dashboardCalls';
import type {
  AnalyticsCountriesResponse,
  AnalyticsEarningsResponse,
  AnalyticsRevenueResponse,
  AnalyticsSalesOverviewResponse,
  AnalyticsSessionsResponse,
  AnalyticsSupportResponse,
} from '@atrium/contracts';

// The mock clock stands still at noon on 24 November 2026: "today" for sessions and tickets. It is set
// before any token is minted, so the tokens are issued (and checked) on the same clock.
const BASE = 'http://localhost/api/dashboard/analytics';
const { call, admin, client } = dashboardCalls(BASE, { now: Date.parse('2026-11-24T12:00:00Z') });

const YEAR = 'from=2026-01-01&to=2026-11-24';
const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;
const ordersIn = (from: string, to: string) =>
  db.orders.filter((o) => {
    const day = orderPlacedAt(o).toISOString().slice(0, 10);
    return day >= from && day <= to;
  });

describe('analytics dashboard aggregates', () => {
  it.each(['sessions', 'sales-overview', 'revenue', 'earnings', 'support', 'countries'])(
    '%s validates from and to, and needs read Analytics',
    async (path) => {
      for (const qs of [
        '',
        'from=2026-01-01',
        'from=2026-02-30&to=2026-03-01',
        'from=2026-03-01&to=x',
        'from=2026-03-02&to=2026-03-01',
      ]) {
        const { status, body } = await call<{ message: string }>(path, qs);
        expect(status).toBe(400);
        expect(body.message).toEqual(expect.any(String));
      }
      expect((await call(path, YEAR, client)).status).toBe(403);
      expect((await fetch(`${BASE}/${path}?${YEAR}`)).status).toBe(401);
      expect((await call(path, YEAR)).status).toBe(200);
    },
  );

  it('sales overview: the orders list placed in the period, and it moves when an order is deleted', async () => {
    const expected = ordersIn('2026-01-01', '2026-11-24');
    const { body } = await call<AnalyticsSalesOverviewResponse>('sales-overview', YEAR);
    expect(body.orders.value).toBe(expected.length);
    expect(body.sales.value).toBe(sum(expected.map((o) => o.spent)));
    expect(body.orders.previous).toBe(ordersIn('2025-02-07', '2025-12-31').length);
    expect(body.averageOrder).toBeCloseTo(body.sales.value / body.orders.value, 2);
    expect(body.conversionRate).toBeCloseTo((body.orders.value / body.sessions.value) * 100, 2);

    const victim = expected[0];
    expect(
      (await admin(`http://localhost/api/apps/ecommerce/orders/${victim.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const after = (await call<AnalyticsSalesOverviewResponse>('sales-overview', YEAR)).body;
    expect(after.orders.value).toBe(expected.length - 1);
    expect(after.sales.value).toBe(sum(expected.slice(1).map((o) => o.spent)));
  });

  it('sessions: daily points in a month, weekly in a quarter, monthly in a year; none after today', async () => {
    const month = (await call<AnalyticsSessionsResponse>('sessions', 'from=2026-11-01&to=2026-11-30')).body;
    expect(month.unit).toBe('day');
    expect(month.points).toHaveLength(30);
    expect(month.points[23].sessions).toBeGreaterThan(0); // the 24th, today
    expect(month.points.slice(24).every((p) => p.sessions === 0)).toBe(true);
    expect(sum(month.points.map((p) => p.sessions))).toBe(month.sessions.value);
    expect(sum(month.sources.map((s) => s.sessions))).toBe(month.sessions.value);
    expect(month.sources.map((s) => s.source)).toEqual(['direct', 'organic', 'social', 'referral', 'email']);
    expect(month.sessions.previous).toBeGreaterThan(0);

    const quarter = (await call<AnalyticsSessionsResponse>('sessions', 'from=2026-07-01&to=2026-09-30')).body;
    expect(quarter.unit).toBe('week');
    const year = (await call<AnalyticsSessionsResponse>('sessions', YEAR)).body;
    expect(year.unit).toBe('month');
    expect(year.points).toHaveLength(11);
    // Deterministic: the same answer twice.
    expect((await call<AnalyticsSessionsResponse>('sessions', YEAR)).body).toEqual(year);
  });

  it('revenue: orders and invoices per period, the switch choosing the cut within its limit', async () => {
    const byMonth = (await call<AnalyticsRevenueResponse>('revenue', `${YEAR}&period=month`)).body;
    expect(byMonth.unit).toBe('month');
    expect(byMonth.points).toHaveLength(11);
    const sales = sum(byMonth.points.map((p) => p.sales));
    const invoiced = sum(byMonth.points.map((p) => p.invoiced));
    expect(sales).toBe(sum(ordersIn('2026-01-01', '2026-11-24').map((o) => o.spent)));
    expect(invoiced).toBe(
      sum(
        db.invoices
          .filter((i) => i.issuedDate >= '2026-01-01' && i.issuedDate <= '2026-11-24')
          .map((i) => i.total),
      ),
    );
    expect(byMonth.total.value).toBe(sum([sales, invoiced]));

    const byWeek = (await call<AnalyticsRevenueResponse>('revenue', `${YEAR}&period=week`)).body;
    expect(byWeek.points).toHaveLength(47); // 328 days: 46 whole weeks and a clipped one
    expect(byWeek.total).toEqual(byMonth.total);
    expect((await call('revenue', `${YEAR}&period=day`)).status).toBe(400);
    expect((await call('revenue', `${YEAR}&period=hour`)).status).toBe(400);
    const days = (await call<AnalyticsRevenueResponse>('revenue', 'from=2026-11-01&to=2026-11-24&period=day'))
      .body;
    expect(days.points).toHaveLength(24);
  });

  it('earnings: orders plus invoice payments, by source and weekday; a new payment raises them', async () => {
    const before = (await call<AnalyticsEarningsResponse>('earnings', YEAR)).body;
    expect(before.byWeekday).toHaveLength(7);
    expect(sum(before.byWeekday)).toBeCloseTo(before.earnings.value, 2);
    expect(sum(before.sources.map((s) => s.amount))).toBeCloseTo(before.earnings.value, 2);
    expect(before.sources[0]).toEqual({
      source: 'orders',
      amount: sum(ordersIn('2026-01-01', '2026-11-24').map((o) => o.spent)),
    });

    const unpaid = db.invoices.find((i) => i.balance >= 100)!;
    const paid = await admin(`http://localhost/api/apps/invoice/${unpaid.id}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 100, date: '2026-11-23', method: 'Cash', note: '' }),
    });
    expect(paid.status).toBe(201);
    const after = (await call<AnalyticsEarningsResponse>('earnings', YEAR)).body;
    expect(after.earnings.value).toBeCloseTo(before.earnings.value + 100, 2);
    // 23 November 2026 is a Monday.
    expect(after.byWeekday[0]).toBeCloseTo(before.byWeekday[0] + 100, 2);
  });

  it('support: tickets opened in the period as they stand now', async () => {
    const { body } = await call<AnalyticsSupportResponse>('support', 'from=2026-11-01&to=2026-11-30');
    expect(body.tickets.value).toBeGreaterThan(0);
    expect(body.newTickets + body.openTickets + body.resolvedTickets).toBe(body.tickets.value);
    // Recent tickets are still being worked on; last year's are all resolved.
    expect(body.openTickets).toBeGreaterThan(0);
    const old = (await call<AnalyticsSupportResponse>('support', 'from=2025-01-01&to=2025-03-31')).body;
    expect(old.resolvedTickets).toBe(old.tickets.value);
    expect(old.resolvedRate).toBe(100);
    expect(old.averageResponseHours).toBeGreaterThan(1);
    expect(old.averageResponseHours).toBeLessThan(30);
    // Nothing is opened after now.
    const future = (await call<AnalyticsSupportResponse>('support', 'from=2026-11-25&to=2026-12-31')).body;
    expect(future.tickets.value).toBe(0);
    expect(future.resolvedRate).toBe(0);
  });

  it("countries: sales by the customer's country, largest first, adding up to the period's sales", async () => {
    const { body } = await call<AnalyticsCountriesResponse>('countries', YEAR);
    const overview = (await call<AnalyticsSalesOverviewResponse>('sales-overview', YEAR)).body;
    expect(body.countries.length).toBeGreaterThan(1);
    expect(sum(body.countries.map((c) => c.sales))).toBeCloseTo(overview.sales.value, 2);
    expect(sum(body.countries.map((c) => c.orders))).toBe(overview.orders.value);
    const sales = body.countries.map((c) => c.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(body.countries[0].countryCode).toMatch(/^[a-z]{2}$/);
    const empty = (await call<AnalyticsCountriesResponse>('countries', 'from=2024-01-01&to=2024-01-31')).body;
    expect(empty.countries).toEqual([]);
  });
});
