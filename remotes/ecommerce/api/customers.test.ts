import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/ecommerce/customers';
const get = async (path = '') => {
  const res = await fetch(`${BASE}${path}`);
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
};
type Row = {
  id: number;
  customer: string;
  customerId: number;
  country: string;
  email: string;
  order: number;
  totalSpent: number;
};

describe('customers', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 100 customers with 6-digit ids and the spec countries', async () => {
    const { body } = await get('?itemsPerPage=-1');
    expect(body.total).toBe(100);
    expect(body.customers).toHaveLength(100);
    const countries = new Set(body.customers.map((c: Row) => c.country));
    expect([...countries].sort()).toEqual([
      'Australia',
      'Brazil',
      'China',
      'France',
      'India',
      'United States',
    ]);
    expect(
      body.customers.every(
        (c: Row & { countryCode: string }) =>
          /^\d{6}$/.test(String(c.customerId)) && /^[a-z]{2}$/.test(c.countryCode),
      ),
    ).toBe(true);
    expect((await get()).body.customers).toHaveLength(10);
  });

  it('searches name, country or email case-insensitively and literally', async () => {
    const fr = (await get('?q=fRaNcE&itemsPerPage=-1')).body;
    expect(fr.total).toBeGreaterThan(0);
    expect(
      fr.customers.every(
        (c: Row) => c.country === 'France' || `${c.customer} ${c.email}`.toLowerCase().includes('france'),
      ),
    ).toBe(true);
    const name = db.customers[10].customer;
    expect((await get(`?q=${encodeURIComponent(name)}`)).body.customers[0].customer).toBe(name);
    expect((await get('?q=.*')).body.total).toBe(0);
  });

  it('sorts customerId, orders and totalSpent numerically; customer and country as text', async () => {
    for (const [key, field] of [
      ['customerId', 'customerId'],
      ['orders', 'order'],
      ['totalSpent', 'totalSpent'],
    ] as const) {
      const values = (await get(`?sortBy=${key}&orderBy=asc&itemsPerPage=-1`)).body.customers.map(
        (c: Row) => c[field],
      );
      expect(values).toEqual([...values].sort((a: number, b: number) => a - b));
    }
    const countries = (await get('?sortBy=country&orderBy=desc&itemsPerPage=-1')).body.customers.map(
      (c: Row) => c.country,
    );
    expect(countries).toEqual([...countries].sort().reverse());
    expect((await get('?sortBy=email&orderBy=asc')).body.customers[0].id).toBe(1);
  });

  it('falls back on bad paging and answers an empty page past the end', async () => {
    expect((await get('?page=-2&itemsPerPage=abc')).body.customers).toHaveLength(10);
    expect((await get('?page=11')).body).toEqual({ customers: [], total: 100 });
  });

  it('reads a customer by customerId with status and contact; 404 with an empty body otherwise', async () => {
    const c = db.customers[4];
    const { status, body } = await get(`/${c.customerId}`);
    expect(status).toBe(200);
    expect(body).toEqual({ ...c, status: 'Active', contact: expect.any(String) });
    const byRowId = await get(`/${c.id}`);
    expect(byRowId.status).toBe(404);
    expect(byRowId.text).toBe('');
    expect((await get('/not-a-number')).status).toBe(400); // malformed, not unknown
  });
});

describe('create customer (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());
  const post = (body: unknown) =>
    fetch(BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('adds a customer with a new unique 6-digit customerId, readable by it', async () => {
    const res = await post({ customer: 'Ada Lovelace', email: 'ada@example.com', country: 'France' });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      id: 101,
      customer: 'Ada Lovelace',
      country: 'France',
      countryCode: 'fr',
      order: 0,
      totalSpent: 0,
    });
    expect(String(created.customerId)).toMatch(/^\d{6}$/);
    expect(db.customers.filter((c) => c.customerId === created.customerId)).toHaveLength(1);
    expect((await get(`/${created.customerId}`)).body.customer).toBe('Ada Lovelace');
    expect((await get('?q=ada lovelace')).body.total).toBe(1);
  });

  it('rejects bad bodies and a taken email without changing the data', async () => {
    expect((await post('{bad')).status).toBe(400);
    const bad = await post({ customer: 'X', email: 'not-an-email', country: 'France' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toMatch(/email/);
    expect((await post({ customer: 'X', email: 'x@example.com', country: 'Mars' })).status).toBe(400);
    const taken = await post({
      customer: 'X',
      email: db.customers[0].email.toUpperCase(),
      country: 'France',
    });
    expect(taken.status).toBe(409);
    expect(db.customers).toHaveLength(100);
  });
});
