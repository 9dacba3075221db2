import { ORDER_STATUSES } from '@atrium/contracts';
import type {
  EcommerceCountriesResponse,
  EcommerceProductsResponse,
  EcommerceRecentOrdersResponse,
  EcommerceSalesResponse,
  EcommerceStatusesResponse,
  EcommerceSummaryResponse,
  Order,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { issueToken } from '@atrium/mocks/lib/tokens';
import { withBearer } from '@atrium/mocks/testing/authFetch';
import { dashboardCalls } from '@atrium/mocks/testing/dashboardCalls';

const { call, admin, client } = dashboardCalls('http://localhost/api/dashboard/ecommerce');

// The sample orders are dated in 2025 and 2026 (month/day/year text).
const ALL = 'from=2025-01-01&to=2026-12-31';
const Y2026 = 'from=2026-01-01&to=2026-12-31';

/** The order's day as YYYY-MM-DD, read here independently of the handlers. */
const dayOf = (o: Order) => {
  const [m, d, y] = o.date.split('/');
  return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
};
const in2026 = () => db.orders.filter((o) => dayOf(o) >= '2026-01-01');
const round = (n: number) => Math.round(n * 100) / 100;

describe('the e-commerce dashboard calls', () => {
  it('refuse a bad period with a 400 and a message, and need read Order', async () => {
    for (const qs of ['', 'from=2026-13-01&to=2026-12-31', 'from=2026-05-02&to=2026-05-01']) {
      const { status, body } = await call<{ message: string }>('summary', qs);
      expect([qs, status, typeof body.message]).toEqual([qs, 400, 'string']);
    }
    expect((await call('summary', ALL, client)).status).toBe(403);
  });

  it('answer the products’ and countries’ figures only to who may read products and customers', async () => {
    db.roles.push({
      id: 99,
      name: 'order-reader',
      builtIn: false,
      rules: [{ action: 'read', subject: 'Order' }],
    });
    const reader = db.users.find((u) => u.status !== 'inactive' && u.role !== 'admin')!;
    reader.role = 'order-reader';
    const token = issueToken(reader.id);
    const ordersOnly: typeof fetch = (input, init) => fetch(input, { ...init, headers: withBearer(token) });
    expect((await call('summary', ALL, ordersOnly)).status).toBe(200);
    expect((await call('products', ALL, ordersOnly)).status).toBe(403);
    expect((await call('countries', ALL, ordersOnly)).status).toBe(403);
  });

  it('sum up the orders placed in the period, and the period before', async () => {
    const { body } = await call<EcommerceSummaryResponse>('summary', Y2026);
    const orders = in2026();
    expect(body.current.orders).toBe(orders.length);
    expect(body.current.revenue).toBe(round(orders.reduce((s, o) => s + o.spent, 0)));
    expect(body.current.customers).toBe(new Set(orders.map((o) => o.email)).size);
    expect(body.current.averageOrder).toBe(round(body.current.revenue / orders.length));
    // The period before 2026 is 2025, 365 days back (2025-01-01..2025-12-31).
    expect(body.previous.orders).toBe(db.orders.length - orders.length);
  });

  it('move when an order is deleted through the orders call', async () => {
    const before = (await call<EcommerceSummaryResponse>('summary', ALL)).body.current;
    const victim = db.orders[0];
    const res = await admin(`http://localhost/api/apps/ecommerce/orders/${victim.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    const after = (await call<EcommerceSummaryResponse>('summary', ALL)).body.current;
    expect(after.orders).toBe(before.orders - 1);
    expect(after.revenue).toBe(round(before.revenue - victim.spent));
    const statuses = (await call<EcommerceStatusesResponse>('statuses', ALL)).body;
    expect(statuses.total).toBe(before.orders - 1);
  });

  it('cut the sales into buckets that add up to the summary, with the same buckets a period earlier', async () => {
    const { body } = await call<EcommerceSalesResponse>('sales', Y2026);
    const summary = (await call<EcommerceSummaryResponse>('summary', Y2026)).body;
    expect(body.unit).toBe('month');
    expect(body.buckets).toHaveLength(12);
    expect(body.previous).toHaveLength(12);
    expect(body.previous[0]).toEqual(expect.objectContaining({ from: '2025-01-01' }));
    expect(body.buckets.reduce((s, b) => s + b.orders, 0)).toBe(summary.current.orders);
    expect(round(body.buckets.reduce((s, b) => s + b.revenue, 0))).toBe(summary.current.revenue);
    for (const b of body.buckets) expect(round(b.net + b.tax + b.shipping)).toBeCloseTo(b.revenue, 1);
    const week = (await call<EcommerceSalesResponse>('sales', 'from=2026-03-01&to=2026-04-30')).body;
    expect(week.unit).toBe('week');
    expect((await call<EcommerceSalesResponse>('sales', 'from=2026-03-01&to=2026-03-07')).body.unit).toBe(
      'day',
    );
  });

  it('count every status, even at 0', async () => {
    const { body } = await call<EcommerceStatusesResponse>('statuses', 'from=2026-03-01&to=2026-03-01');
    expect(body.statuses.map((s) => s.status)).toEqual([...ORDER_STATUSES]);
    const year = (await call<EcommerceStatusesResponse>('statuses', Y2026)).body;
    expect(year.statuses.reduce((s, x) => s + x.orders, 0)).toBe(year.total);
    expect(year.total).toBe(in2026().length);
  });

  it('rank the best sellers by units from the orders’ lines, adding up to the items sold', async () => {
    const { body } = await call<EcommerceProductsResponse>('products', `${Y2026}&limit=50`);
    const summary = (await call<EcommerceSummaryResponse>('summary', Y2026)).body;
    expect(body.products.reduce((s, p) => s + p.qty, 0)).toBe(summary.current.itemsSold);
    const qty = body.products.map((p) => p.qty);
    expect(qty).toEqual([...qty].sort((a, b) => b - a));
    expect((await call<EcommerceProductsResponse>('products', Y2026)).body.products).toHaveLength(5);
  });

  it('group the orders by shipping country, a saved address counting', async () => {
    const { body } = await call<EcommerceCountriesResponse>('countries', ALL);
    expect(body.countries.reduce((s, c) => s + c.orders, 0)).toBe(body.total);
    expect(body.countries.every((c) => /^[a-z]{2}$/.test(c.countryCode))).toBe(true);
    const order = db.orders[0];
    const moved = await admin(`http://localhost/api/apps/ecommerce/orders/${order.id}/addresses/shipping`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        line1: '1 Main St',
        city: 'Toronto',
        state: 'ON',
        postcode: 'M5H',
        country: 'Canada',
      }),
    });
    expect(moved.status).toBe(200);
    const after = (await call<EcommerceCountriesResponse>('countries', ALL)).body;
    expect(after.countries.find((c) => c.country === 'Canada')).toEqual(
      expect.objectContaining({ orders: 1, revenue: order.spent, countryCode: '' }),
    );
  });

  it('list the period’s orders newest first, five a page', async () => {
    const { body } = await call<EcommerceRecentOrdersResponse>('orders', Y2026);
    expect(body.total).toBe(in2026().length);
    expect(body.orders).toHaveLength(5);
    const days = body.orders.map(dayOf);
    expect(days).toEqual([...days].sort().reverse());
    const next = (await call<EcommerceRecentOrdersResponse>('orders', `${Y2026}&page=2`)).body;
    expect(next.orders[0].id).not.toBe(body.orders[0].id);
  });
});
