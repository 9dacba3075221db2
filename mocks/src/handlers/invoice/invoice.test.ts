import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { authFetch } from '../../testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/invoice';
const get = async (path = '') => {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.json() };
};
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const validInvoice = {
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  client: {
    address: '1 Main St',
    company: 'Acme',
    companyEmail: 'ap@acme.test',
    country: 'France',
    contact: '+33 1 23',
    name: 'Ada Lovelace',
  },
  service: 'UI/UX Design',
  total: 1200,
  balance: 1200,
  invoiceStatus: 'Sent',
};

describe('invoices', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 50 invoices newest first, 10 a page', async () => {
    const { body } = await get();
    expect(body.totalInvoices).toBe(50);
    expect(body.invoices).toHaveLength(10);
    expect(body.invoices[0].id).toBe(5036);
  });

  it('searches client name, company email or id literally', async () => {
    const name = db.invoices[3].client.name;
    const { body } = await get(`?q=${encodeURIComponent(name.toUpperCase())}&itemsPerPage=-1`);
    expect(body.invoices.length).toBeGreaterThan(0);
    expect(body.invoices.every((i: { client: { name: string } }) => i.client.name === name)).toBe(true);
    expect((await get('?q=4990')).body.invoices[0].id).toBe(4990);
    expect((await get('?q=.*')).body.totalInvoices).toBe(0);
  });

  it('filters by status and date range', async () => {
    const { body } = await get('?status=Paid&itemsPerPage=-1');
    expect(body.invoices.every((i: { invoiceStatus: string }) => i.invoiceStatus === 'Paid')).toBe(true);
    const ranged = (
      await get('?selectedDateRange[start]=2026-03-01&selectedDateRange[end]=2026-05-31&itemsPerPage=-1')
    ).body;
    expect(ranged.invoices.length).toBeGreaterThan(0);
    expect(
      ranged.invoices.every(
        (i: { issuedDate: string }) => i.issuedDate >= '2026-03-01' && i.issuedDate <= '2026-05-31',
      ),
    ).toBe(true);
  });

  it('sorts total and balance numerically, dates as dates; an unknown key keeps the default order', async () => {
    const totals = (await get('?sortBy=total&orderBy=asc&itemsPerPage=-1')).body.invoices.map(
      (i: { total: number }) => i.total,
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const dates = (await get('?sortBy=date&orderBy=desc&itemsPerPage=-1')).body.invoices.map(
      (i: { issuedDate: string }) => i.issuedDate,
    );
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get('?sortBy=nope&orderBy=asc')).body.invoices[0].id).toBe(5036);
  });

  it('falls back on bad paging and answers an empty page past the end', async () => {
    expect((await get('?page=abc&itemsPerPage=zz')).body.invoices).toHaveLength(10);
    const past = (await get('?page=99')).body;
    expect(past.invoices).toEqual([]);
    expect(past.totalInvoices).toBe(50);
  });

  it('returns at most 5 clients', async () => {
    const { body } = await get('/clients');
    expect(body).toHaveLength(5);
    expect(body[0]).toHaveProperty('companyEmail');
  });

  it('reads one invoice with payment details, 404 with the spec message otherwise', async () => {
    const { status, body } = await get('/4987');
    expect(status).toBe(200);
    expect(body.invoice.id).toBe(4987);
    expect(body.paymentDetails).toEqual(
      expect.objectContaining({ bankName: expect.any(String), iban: expect.any(String) }),
    );
    const missing = await get('/1');
    expect(missing).toEqual({ status: 404, body: { message: 'No invoice found with this id' } });
  });

  it('deletes an invoice (204) and 404s "Something went wrong" for an unknown id', async () => {
    expect((await send('DELETE', '/4990')).status).toBe(204);
    expect((await get('/4990')).status).toBe(404);
    expect((await get()).body.totalInvoices).toBe(49);
    const res = await send('DELETE', '/4990');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('Something went wrong');
  });

  it('creates and updates invoices, rejecting bad bodies without changing data', async () => {
    const created = await send('POST', '', validInvoice);
    expect(created.status).toBe(201);
    const invoice = await created.json();
    expect(invoice.id).toBe(5037);
    expect((await get('/5037')).body.invoice.client.name).toBe('Ada Lovelace');

    const updated = await send('PUT', '/5037', { ...validInvoice, invoiceStatus: 'Paid', balance: 0 });
    expect(updated.status).toBe(200);
    expect((await get('/5037')).body.invoice.invoiceStatus).toBe('Paid');

    const malformed = await send('POST', '', '{not json');
    expect(malformed.status).toBe(400);
    const wrongType = await send('POST', '', { ...validInvoice, total: 'lots' });
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).message).toMatch(/total/);
    expect((await send('PUT', '/1', validInvoice)).status).toBe(404);
    expect((await get()).body.totalInvoices).toBe(51);
  });
});
