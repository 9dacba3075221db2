import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

const { get, send } = invoiceCalls();

describe('GET /api/apps/invoice/stats', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('counts clients and invoices, sums payments and the positive balances, to the cent', async () => {
    const { status, body } = await get('/stats');
    expect(status).toBe(200);
    const sumCents = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;
    expect(body).toEqual({
      clients: new Set(db.invoices.map((i) => i.client.companyEmail)).size,
      invoices: 50,
      paid: sumCents(db.invoices.flatMap((i) => i.payments.map((p) => p.amount))),
      unpaid: sumCents(db.invoices.map((i) => Math.max(0, i.balance))),
    });
    // A credit (negative balance) is not subtracted from what others owe.
    expect(db.invoices.some((i) => i.balance < 0)).toBe(true);
  });

  it('follows creates and payments', async () => {
    const before = (await get('/stats')).body;
    const { id } = (await send('POST', '', validInvoice)).body;
    await send('POST', `/${id}/payments`, { amount: 80, date: '2026-11-05', method: 'Cash' });
    const after = (await get('/stats')).body;
    expect(after.invoices).toBe(51);
    expect(after.clients).toBe(before.clients + 1);
    expect(after.paid).toBeCloseTo(before.paid + 80, 2);
    expect(after.unpaid).toBeCloseTo(before.unpaid + 1000, 2);
  });
});
