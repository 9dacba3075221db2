import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

const { get, send } = invoiceCalls();
const payment = { amount: 500, date: '2026-11-10', method: 'Bank transfer', note: 'First half' };

describe('POST /api/apps/invoice/{id}/payments', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('a partial payment, then the rest: Partial Payment, then Paid with a balance of 0', async () => {
    const { id } = (await send('POST', '', validInvoice)).body;
    const first = await send('POST', `/${id}/payments`, payment);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ balance: 580, invoiceStatus: 'Partial Payment' });
    expect(first.body.payments).toEqual([{ id: expect.any(Number), ...payment }]);

    const rest = await send('POST', `/${id}/payments`, { ...payment, amount: 580, method: 'Cash', note: '' });
    expect(rest.body).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
    expect(rest.body.payments).toHaveLength(2);
    expect(new Set(rest.body.payments.map((p: { id: number }) => p.id)).size).toBe(2);
    expect((await get(`/${id}`)).body.invoice).toEqual(rest.body);
  });

  it('keeps cents exact (0.1 + 0.2 leaves the right balance)', async () => {
    const { id } = (
      await send('POST', '', {
        ...validInvoice,
        discount: 0,
        tax: 0,
        items: [{ ...validInvoice.items[0], cost: 0.3, quantity: 1 }],
      })
    ).body;
    await send('POST', `/${id}/payments`, { ...payment, amount: 0.1 });
    const last = await send('POST', `/${id}/payments`, { ...payment, amount: 0.2 });
    expect(last.body).toMatchObject({ balance: 0, invoiceStatus: 'Paid' });
  });

  it('refuses more than the balance, or anything when nothing is left, with errors.amount', async () => {
    const { id } = (await send('POST', '', validInvoice)).body;
    const over = await send('POST', `/${id}/payments`, { ...payment, amount: 1080.01 });
    expect(over.status).toBe(400);
    expect(over.body.errors.amount[0]).toMatch(/more than the balance/);
    const paid = db.invoices.find((i) => i.invoiceStatus === 'Paid')!;
    const nothingLeft = await send('POST', `/${paid.id}/payments`, { ...payment, amount: 1 });
    expect(nothingLeft.status).toBe(400);
    expect(Object.keys(nothingLeft.body.errors)).toEqual(['amount']);
    expect(db.invoices.find((i) => i.id === id)!.payments).toEqual([]);
  });

  it('answers 400 field errors, 400 a malformed id and 404 an unknown one', async () => {
    const before = JSON.stringify(db.invoices);
    for (const [body, field] of [
      [{ ...payment, amount: 0 }, 'amount'],
      [{ ...payment, amount: -5 }, 'amount'],
      [{ ...payment, date: 'soon' }, 'date'],
      [{ ...payment, method: 'Barter' }, 'method'],
    ] as const) {
      const res = await send('POST', '/4987/payments', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await send('POST', '/abc/payments', payment)).status).toBe(400);
    expect((await send('POST', '/1/payments', payment)).status).toBe(404);
    expect(JSON.stringify(db.invoices)).toBe(before);
  });
});
