import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/ecommerce/orders';
const get = async (path = '') => {
  const res = await fetch(`${BASE}${path}`);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
type Row = {
  id: number;
  order: number;
  customer: string;
  email: string;
  spent: number;
  date: string;
  status: string;
};

describe('orders', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('filters by status and payment (addition), with the spec sort still applying', async () => {
    const returned = db.orders.filter((o) => o.status === 'Returned');
    const { body } = await get('?status=Returned&itemsPerPage=-1&sortBy=spent&orderBy=desc');
    expect(body.total).toBe(returned.length);
    expect(body.orders.map((o: Row) => o.status)).toEqual(returned.map(() => 'Returned'));
    const spent = body.orders.map((o: Row) => o.spent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const refunded = await get('?payment=3&itemsPerPage=-1');
    expect(refunded.body.total).toBe(db.orders.filter((o) => o.payment === 3).length);
    const both = await get('?payment=2&status=Delivered');
    expect(both.body.total).toBe(0);
  });

  it('lists 100 orders, 10 a page by default, with the spec fields', async () => {
    const { body } = await get();
    expect(body.total).toBe(100);
    expect(body.orders).toHaveLength(10);
    const o = body.orders[0];
    expect(Object.keys(o).sort()).toEqual(
      [
        'avatar',
        'customer',
        'date',
        'email',
        'id',
        'method',
        'methodNumber',
        'order',
        'payment',
        'spent',
        'status',
        'time',
      ].sort(),
    );
    expect(o.date).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}$/);
    expect(o.time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect([1, 2, 3, 4]).toContain(o.payment);
    expect(String(o.methodNumber)).toMatch(/^\d{4}$/);
  });

  it('searches customer name, email or order number, case-insensitively and literally', async () => {
    const sample = db.orders[5];
    const byName = (await get(`?q=${encodeURIComponent(sample.customer.toUpperCase())}&itemsPerPage=-1`))
      .body;
    expect(byName.orders.length).toBeGreaterThan(0);
    expect(byName.orders.every((o: Row) => o.customer === sample.customer)).toBe(true);
    const byNumber = (await get(`?q=${sample.order}`)).body;
    expect(byNumber.orders.some((o: Row) => o.order === sample.order)).toBe(true);
    expect((await get('?q=.*')).body.total).toBe(0);
    expect((await get('?q=(')).body.total).toBe(0);
  });

  it('sorts order and spent numerically, dates as dates, customers as text', async () => {
    const spent = (await get('?sortBy=spent&orderBy=desc&itemsPerPage=-1')).body.orders.map(
      (o: Row) => o.spent,
    );
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    const numbers = (await get('?sortBy=order&orderBy=asc&itemsPerPage=-1')).body.orders.map(
      (o: Row) => o.order,
    );
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    const dates = (await get('?sortBy=date&orderBy=asc&itemsPerPage=-1')).body.orders.map((o: Row) =>
      new Date(o.date).getTime(),
    );
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    const names = (await get('?sortBy=customers&orderBy=asc&itemsPerPage=-1')).body.orders.map(
      (o: Row) => o.customer,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect((await get('?sortBy=nope&orderBy=asc')).body.orders[0].id).toBe(1);
    expect((await get('?sortBy=spent&orderBy=up')).body.orders[0].id).toBe(1);
  });

  it('falls back on bad paging, -1 gives all rows, past the end is empty with the total', async () => {
    expect((await get('?page=x&itemsPerPage=y')).body.orders).toHaveLength(10);
    expect((await get('?itemsPerPage=-1')).body.orders).toHaveLength(100);
    expect((await get('?page=3&itemsPerPage=25')).body.orders[0].id).toBe(51);
    expect((await get('?page=20')).body).toEqual({ orders: [], total: 100 });
  });

  it('deletes an order: always 204, even for an unknown id', async () => {
    expect((await fetch(`${BASE}/3`, { method: 'DELETE' })).status).toBe(204);
    const all = (await get('?itemsPerPage=-1')).body;
    expect(all.total).toBe(99);
    expect(all.orders.some((o: Row) => o.id === 3)).toBe(false);
    const again = await fetch(`${BASE}/3`, { method: 'DELETE' });
    expect(again.status).toBe(204);
    expect(await again.text()).toBe('');
    expect((await fetch(`${BASE}/abc`, { method: 'DELETE' })).status).toBe(400); // malformed, not unknown
    expect((await get()).body.total).toBe(99);
  });

  it('answers an order with its details (addition), and 404 with a message for an unknown id', async () => {
    const { status, body } = await get('/12');
    expect(status).toBe(200);
    expect(body.order.id).toBe(12);
    expect(body.items.length).toBeGreaterThan(0);
    const itemsTotal = body.items.reduce(
      (sum: number, i: { price: number; qty: number }) => sum + i.price * i.qty,
      0,
    );
    expect(itemsTotal).toBeCloseTo(body.totals.subtotal, 2);
    expect(body.totals.subtotal + body.totals.tax + body.totals.shipping - body.totals.discount).toBeCloseTo(
      body.order.spent,
      2,
    );
    expect(body.shippingAddress).toEqual(
      expect.objectContaining({ line1: expect.any(String), city: expect.any(String) }),
    );
    expect(body.activity[0].step).toBe('placed');
    expect(body.customerId).toBe(db.customers.find((c) => c.email === body.order.email)?.customerId);
    // Deterministic.
    expect((await get('/12')).body).toEqual(body);
    expect(await get('/999')).toEqual({ status: 404, body: { message: 'No order found with this id' } });
    expect((await get('/abc')).status).toBe(400); // malformed, not unknown
  });
});
