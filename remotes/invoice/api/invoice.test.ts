import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls } from './invoiceTestKit';

// The calls of the specification (spec 002 §7), signed in as the admin.
const { get, send } = invoiceCalls();

describe('invoices', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 50 invoices newest first, 10 a page', async () => {
    const { body } = await get();
    expect(body.totalInvoices).toBe(50);
    expect(body.invoices).toHaveLength(10);
    expect(body.invoices[0].id).toBe(5036);
    expect(body.invoices[0].items.length).toBeGreaterThan(0);
  });

  it('searches client name, company email or id literally', async () => {
    const name = db.invoices[3].client.name;
    const { body } = await get(`?q=${encodeURIComponent(name.toUpperCase())}&itemsPerPage=-1`);
    expect(body.invoices.length).toBeGreaterThan(0);
    expect(body.invoices.every((i: { client: { name: string } }) => i.client.name === name)).toBe(true);
    expect((await get('?q=4990')).body.invoices[0].id).toBe(4990);
    expect((await get('?q=.*')).body.totalInvoices).toBe(0);
  });

  it('filters by status and date range (selectedDateRange or start / end)', async () => {
    const { body } = await get('?status=Paid&itemsPerPage=-1');
    expect(body.invoices.every((i: { invoiceStatus: string }) => i.invoiceStatus === 'Paid')).toBe(true);
    const inRange = (i: { issuedDate: string }) =>
      i.issuedDate >= '2026-03-01' && i.issuedDate <= '2026-05-31';
    const ranged = (
      await get('?selectedDateRange[start]=2026-03-01&selectedDateRange[end]=2026-05-31&itemsPerPage=-1')
    ).body;
    expect(ranged.invoices.length).toBeGreaterThan(0);
    expect(ranged.invoices.every(inRange)).toBe(true);
    expect(ranged.totalInvoices).toBe(db.invoices.filter(inRange).length);
    expect((await get('?start=2026-03-01&end=2026-05-31&itemsPerPage=-1')).body).toEqual(ranged);
  });

  it('sorts total and balance numerically, dates as dates; an unknown key keeps the default order', async () => {
    const totals = (await get('?sortBy=total&orderBy=asc&itemsPerPage=-1')).body.invoices.map(
      (i: { total: number }) => i.total,
    );
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const balances = (await get('?sortBy=balance&orderBy=desc&itemsPerPage=-1')).body.invoices.map(
      (i: { balance: number }) => i.balance,
    );
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
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

  it('returns the first 5 clients', async () => {
    const { body } = await get('/clients');
    expect(body.clients).toHaveLength(5);
    expect(body.clients[0]).toEqual(db.invoices[0].client);
  });

  it('reads one invoice with payment details in its currency, 404 with the spec message otherwise', async () => {
    const { status, body } = await get('/4987');
    expect(status).toBe(200);
    expect(body.invoice).toEqual(db.invoices[0]);
    expect(body.paymentDetails).toEqual(
      expect.objectContaining({ bankName: expect.any(String), iban: expect.any(String) }),
    );
    expect(body.paymentDetails.totalDue).toBe(
      body.invoice.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
    const missing = await get('/1');
    expect(missing).toEqual({ status: 404, body: { message: 'No invoice found with this id' } });
    expect((await get('/0x3')).status).toBe(400);
  });

  it('deletes an invoice (204) and 404s "Something went wrong" for an unknown id', async () => {
    expect((await send('DELETE', '/4990')).status).toBe(204);
    expect((await get('/4990')).status).toBe(404);
    expect((await get()).body.totalInvoices).toBe(49);
    const res = await send('DELETE', '/4990');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Something went wrong');
  });

  it('answers the client account 403 on every invoice call, changing nothing', async () => {
    const client = invoiceCalls('client');
    const before = JSON.stringify(db.invoices);
    for (const path of ['', '/clients', '/stats', '/next-id', '/4987'])
      expect((await client.get(path)).status).toBe(403);
    for (const [method, path] of [
      ['POST', ''],
      ['POST', '/clients'],
      ['POST', '/mark-sent'],
      ['PUT', '/4987'],
      ['POST', '/4987/payments'],
      ['POST', '/4987/duplicate'],
      ['DELETE', '/4987'],
    ])
      expect((await client.send(method, path, {})).status).toBe(403);
    expect(JSON.stringify(db.invoices)).toBe(before);
  });
});
