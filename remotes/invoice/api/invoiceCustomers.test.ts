import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { issueToken } from '@atrium/mocks/lib/tokens';
import { withBearer } from '@atrium/mocks/testing/authFetch';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

const { get, send } = invoiceCalls();

/** A signed-in user whose role only reads invoices (no create, no update). */
function invoiceReader(): typeof fetch {
  db.roles.push({
    id: 99,
    name: 'invoice-reader',
    builtIn: false,
    rules: [{ action: 'read', subject: 'Invoice' }],
  });
  const reader = db.users.find((u) => u.status !== 'inactive' && u.role !== 'admin')!;
  reader.role = 'invoice-reader';
  const token = issueToken(reader.id);
  return (input, init) => fetch(input, { ...init, headers: withBearer(token, init?.headers) });
}

describe('invoice clients are the e-commerce customers', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the customers as clients, ten to a page, with their total', async () => {
    const { status, body } = await get('/customers');
    expect(status).toBe(200);
    expect(body.total).toBe(db.customers.length);
    expect(body.customers).toHaveLength(10);
    const [first] = db.customers;
    expect(body.customers[0]).toMatchObject({
      customerId: first.customerId,
      name: first.customer,
      companyEmail: first.email,
      country: first.country,
    });
    expect(body.customers[0].address).not.toBe('');
    const second = await get('/customers?page=2&itemsPerPage=5');
    expect(second.body.customers.map((c: { customerId: number }) => c.customerId)).toEqual(
      db.customers.slice(5, 10).map((c) => c.customerId),
    );
  });

  it('searches by part of a name, any case, and by email', async () => {
    const target = db.customers[42];
    const part = target.customer.split(' ')[1].slice(0, 4).toUpperCase();
    const { body } = await get(`/customers?q=${encodeURIComponent(part)}&itemsPerPage=50`);
    const expected = db.customers.filter(
      (c) =>
        c.customer.toLowerCase().includes(part.toLowerCase()) ||
        c.email.toLowerCase().includes(part.toLowerCase()) ||
        c.country.toLowerCase().includes(part.toLowerCase()),
    );
    expect(body.total).toBe(expected.length);
    expect(body.customers.map((c: { customerId: number }) => c.customerId)).toContain(target.customerId);
    expect((await get(`/customers?q=${encodeURIComponent(target.email)}`)).body.customers).toEqual([
      expect.objectContaining({ customerId: target.customerId }),
    ]);
    expect((await get('/customers?q=nobody-is-called-this')).body).toEqual({ customers: [], total: 0 });
  });

  it('gives at most 50 a page, even when asked for every row', async () => {
    expect((await get('/customers?itemsPerPage=-1')).body.customers).toHaveLength(50);
    expect((await get('/customers?itemsPerPage=500')).body.customers).toHaveLength(50);
  });

  it('keeps the chosen customer on a new invoice, from the record rather than the body', async () => {
    const customer = db.customers[7];
    const { status, body } = await send('POST', '', {
      ...validInvoice,
      client: { ...validInvoice.client, customerId: customer.customerId },
    });
    expect(status).toBe(201);
    expect(body.client).toMatchObject({
      customerId: customer.customerId,
      name: customer.customer,
      companyEmail: customer.email,
      country: customer.country,
    });
    expect((await get(`/${body.id}`)).body.invoice.client).toEqual(body.client);
  });

  it('refuses a customer that does not exist, on create and on update, changing nothing', async () => {
    const client = { ...validInvoice.client, customerId: 1 };
    const created = await send('POST', '', { ...validInvoice, client });
    expect(created.status).toBe(400);
    expect(created.body.errors).toHaveProperty(['client.customerId']);
    const before = structuredClone(db.invoices.find((i) => i.id === 4987));
    const updated = await send('PUT', '/4987', { ...validInvoice, client });
    expect(updated.status).toBe(400);
    expect(db.invoices.find((i) => i.id === 4987)).toEqual(before);
    expect((await send('POST', '', { ...validInvoice, client: { ...client, customerId: 'x' } })).status).toBe(
      400,
    );
  });

  it('changes an invoice to another customer', async () => {
    const customer = db.customers[3];
    const { status, body } = await send('PUT', '/4987', {
      ...validInvoice,
      client: { ...validInvoice.client, customerId: customer.customerId },
    });
    expect(status).toBe(200);
    expect(body.client).toMatchObject({ customerId: customer.customerId, name: customer.customer });
  });

  it('answers 403 to a user who may read invoices but neither create nor update them', async () => {
    const reader = invoiceReader();
    const res = await reader('http://localhost/api/apps/invoice/customers?q=a');
    expect(res.status).toBe(403);
    expect((await reader('http://localhost/api/apps/invoice')).status).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await fetch('http://localhost/api/apps/invoice/customers')).status).toBe(401);
  });
});
