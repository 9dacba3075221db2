import { server, listenUntilReady } from '../node';
import { db, resetMockDb } from '../db';
import { authFetch } from '../testing/authFetch';

const BASE = 'http://localhost';
const admin = authFetch('admin');

const send = (method: string, path: string, body?: unknown) =>
  admin(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The data, but the sessions (the kit's first signed-in call opens one: that is not a change it made). */
const snapshot = () => JSON.stringify({ ...db, sessions: undefined });

const MALFORMED = ['0x3', '1e0', '%203', '03', '-1', '3.0', '9999999999999999999', '0'];

/** Every call with an id in its path. */
const ID_CALLS: [method: string, path: (id: string) => string, body?: unknown][] = [
  ['DELETE', (id) => `/api/apps/ecommerce/products/${id}`],
  ['GET', (id) => `/api/apps/ecommerce/orders/${id}`],
  ['DELETE', (id) => `/api/apps/ecommerce/orders/${id}`],
  ['GET', (id) => `/api/apps/ecommerce/customers/${id}`],
  ['PATCH', (id) => `/api/apps/ecommerce/reviews/${id}`, { status: 'Pending' }],
  ['DELETE', (id) => `/api/apps/ecommerce/reviews/${id}`],
  ['GET', (id) => `/api/apps/invoice/${id}`],
  ['DELETE', (id) => `/api/apps/invoice/${id}`],
  ['GET', (id) => `/api/apps/users/${id}`],
  ['DELETE', (id) => `/api/apps/users/${id}`],
  ['GET', (id) => `/api/apps/chat/chats/${id}`],
  ['POST', (id) => `/api/apps/chat/chats/${id}`, { message: 'hi', senderId: 11 }],
  ['PUT', (id) => `/api/apps/calendar/${id}`, { title: 'x' }],
  ['DELETE', (id) => `/api/apps/calendar/${id}`],
  ['PATCH', (id) => `/api/notifications/${id}`, { read: true }],
  ['DELETE', (id) => `/api/notifications/${id}`],
];

describe('malformed ids', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it.each(ID_CALLS.map(([method, path, body]) => [method, path('{id}'), path, body] as const))(
    '%s %s: 400 for a malformed id, nothing changed',
    async (method, _label, path, body) => {
      const before = snapshot();
      for (const id of MALFORMED) {
        const res = await send(method, path(id), body);
        expect([id, res.status]).toEqual([id, 400]);
      }
      expect(snapshot()).toBe(before);
    },
  );

  it('deletes by the canonical id only (3, not 03 or 0x3)', async () => {
    expect((await send('DELETE', '/api/apps/ecommerce/products/03')).status).toBe(400);
    expect(db.products.some((p) => p.id === 3)).toBe(true);
    expect((await send('DELETE', '/api/apps/ecommerce/products/3')).status).toBe(204);
    expect(db.products.some((p) => p.id === 3)).toBe(false);
  });
});

const validProduct = {
  productName: 'Desk lamp',
  productBrand: 'Lumen',
  category: 'Office',
  status: 'Published',
  sku: 1234,
  price: 19.5,
  qty: 3,
  stock: true,
};

const validInvoice = {
  issuedDate: '2026-03-01',
  dueDate: '2026-03-31',
  client: {
    address: '1 Main St',
    company: 'Acme',
    companyEmail: 'billing@acme.test',
    country: 'USA',
    contact: '+1 555 0100',
    name: 'Ada',
  },
  items: [{ name: 'Consulting', description: '', cost: 100, quantity: 1 }],
};
const invoiceItem = validInvoice.items[0];

describe('bounds in request bodies', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const refused = async (method: string, path: string, body: unknown, field: string) => {
    const before = snapshot();
    const res = await send(method, path, body);
    expect([path, res.status]).toEqual([path, 400]);
    const answer = (await res.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(answer.errors)).toContain(field);
    expect(snapshot()).toBe(before);
  };

  it('products: name, text and list lengths, price and quantity ranges', async () => {
    const path = '/api/apps/ecommerce/products';
    await refused('POST', path, { ...validProduct, productName: 'x'.repeat(121) }, 'productName');
    await refused('POST', path, { ...validProduct, productBrand: 'x'.repeat(121) }, 'productBrand');
    await refused('POST', path, { ...validProduct, description: 'x'.repeat(20_001) }, 'description');
    await refused('POST', path, { ...validProduct, image: 'x'.repeat(2049) }, 'image');
    await refused('POST', path, { ...validProduct, tags: Array.from({ length: 101 }, () => 't') }, 'tags');
    await refused('POST', path, { ...validProduct, price: 1_000_001 }, 'price');
    await refused('POST', path, { ...validProduct, price: -1 }, 'price');
    await refused('POST', path, { ...validProduct, qty: 1_000_001 }, 'qty');
    await refused('POST', path, { ...validProduct, qty: 1.5 }, 'qty');
    await refused('POST', path, { ...validProduct, price: '12' }, 'price');
    expect((await send('POST', path, { ...validProduct, price: 1_000_000, qty: 1_000_000 })).status).toBe(
      201,
    );
  });

  it('customers and users: names 120, emails 254', async () => {
    const long = `${'a'.repeat(250)}@b.co`;
    await refused(
      'POST',
      '/api/apps/ecommerce/customers',
      { customer: 'x'.repeat(121), email: 'a@b.co', country: 'France' },
      'customer',
    );
    await refused(
      'POST',
      '/api/apps/ecommerce/customers',
      { customer: 'x', email: long, country: 'France' },
      'email',
    );
    const user = {
      fullName: 'Ada',
      username: 'ada',
      email: 'ada@demo.test',
      company: 'Acme',
      country: 'UK',
      contact: '1',
      role: 'admin',
      currentPlan: 'basic',
    };
    await refused('POST', '/api/apps/users', { ...user, fullName: 'x'.repeat(121) }, 'fullName');
    await refused('PUT', '/api/apps/users/1', { ...user, email: long }, 'email');
  });

  it('email: ids lists at most 1000, message at most 20 000 characters, recipients bounded', async () => {
    await refused(
      'POST',
      '/api/apps/email',
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1), data: { isRead: true } },
      'ids',
    );
    await refused(
      'POST',
      '/api/apps/email/send',
      { to: ['a@b.co'], subject: 's', message: 'x'.repeat(20_001) },
      'message',
    );
    await refused(
      'POST',
      '/api/apps/email/send',
      { to: Array.from({ length: 101 }, () => 'a@b.co'), subject: 's' },
      'to',
    );
  });

  it('calendar and chat: titles, descriptions, urls and messages bounded', async () => {
    const event = {
      title: 't',
      start: '2026-03-01T10:00:00Z',
      end: '2026-03-01T11:00:00Z',
      extendedProps: { calendar: 'ETC' },
    };
    await refused('POST', '/api/apps/calendar', { ...event, title: 'x'.repeat(201) }, 'title');
    await refused('POST', '/api/apps/calendar', { ...event, url: 'x'.repeat(2049) }, 'url');
    await refused(
      'POST',
      '/api/apps/calendar',
      { ...event, extendedProps: { calendar: 'ETC', description: 'x'.repeat(20_001) } },
      'extendedProps.description',
    );
    await refused('POST', '/api/apps/chat/chats/1', { message: 'x'.repeat(5001), senderId: 11 }, 'message');
  });

  it('invoices: money, quantity and list ranges, and a due date before the issue date is a field error on dueDate', async () => {
    const withItem = (item: object) => ({ ...validInvoice, items: [{ ...invoiceItem, ...item }] });
    await refused('POST', '/api/apps/invoice', withItem({ cost: 1_000_001 }), 'items.0.cost');
    await refused('POST', '/api/apps/invoice', withItem({ quantity: 1_000_001 }), 'items.0.quantity');
    await refused(
      'POST',
      '/api/apps/invoice',
      withItem({ description: 'x'.repeat(1001) }),
      'items.0.description',
    );
    await refused(
      'POST',
      '/api/apps/invoice',
      { ...validInvoice, items: Array(101).fill(invoiceItem) },
      'items',
    );
    await refused('POST', '/api/apps/invoice', { ...validInvoice, tax: 100.5 }, 'tax');
    await refused('POST', '/api/apps/invoice', { ...validInvoice, dueDate: '2026-02-28' }, 'dueDate');
    await refused('PUT', '/api/apps/invoice/4987', { ...validInvoice, dueDate: '2026-02-28' }, 'dueDate');
    await refused(
      'POST',
      '/api/apps/invoice/4987/payments',
      { amount: 1_000_001, date: '2026-03-02', method: 'Cash' },
      'amount',
    );
    expect((await send('POST', '/api/apps/invoice', { ...validInvoice, dueDate: '2026-03-01' })).status).toBe(
      201,
    );
  });

  it('auth: passwords at most 128 characters, emails at most 254', async () => {
    const res = await fetch(`${BASE}/api/auth/register`, {
      method: 'POST',
      body: JSON.stringify({
        username: 'ada',
        email: 'ada@demo.test',
        password: 'x'.repeat(129),
        terms: true,
      }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).errors)).toEqual(['password']);
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'admin@demo.com', password: 'x'.repeat(10_000) }),
    });
    expect(login.status).toBe(400);
  });
});
