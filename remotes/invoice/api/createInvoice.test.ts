import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

const { get, send } = invoiceCalls();

describe('POST /api/apps/invoice', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('creates a Draft with the next number and the totals computed from the items', async () => {
    expect((await get('/next-id')).body).toEqual({ id: 5037 });
    const { status, body } = await send('POST', '', {
      ...validInvoice,
      // What the client must not decide: ignored.
      total: 1,
      balance: 1,
      invoiceStatus: 'Paid',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 5037,
      invoiceStatus: 'Draft',
      service: 'UI/UX Design',
      subtotal: 1000,
      discountAmount: 100,
      taxAmount: 180,
      total: 1080,
      balance: 1080,
      payments: [],
      currency: 'EUR',
      salesperson: 'Grace Hopper',
    });
    expect((await get('/5037')).body.invoice).toEqual(body);
    expect((await get('/next-id')).body).toEqual({ id: 5038 });
  });

  it('never reuses a number: after deleting the last invoice the next one is still past it', async () => {
    expect((await send('POST', '', validInvoice)).body.id).toBe(5037);
    expect((await send('DELETE', '/5036')).status).toBe(204);
    expect((await send('POST', '', validInvoice)).body.id).toBe(5038);
  });

  it('fills defaults for the optional fields', async () => {
    const { discount, tax, currency, salesperson, note, paymentTerms, ...required } = validInvoice;
    void [discount, tax, currency, salesperson, note, paymentTerms];
    const { status, body } = await send('POST', '', required);
    expect(status).toBe(201);
    expect(body).toMatchObject({ discount: 0, tax: 0, currency: 'USD', salesperson: '', total: 1000 });
  });

  it('answers 400 with field errors and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{ ...validInvoice, items: [] }, 'items'],
      [{ ...validInvoice, items: [{ ...validInvoice.items[0], quantity: 0 }] }, 'items.0.quantity'],
      [{ ...validInvoice, items: [{ ...validInvoice.items[0], cost: -1 }] }, 'items.0.cost'],
      [{ ...validInvoice, items: [{ ...validInvoice.items[0], name: ' ' }] }, 'items.0.name'],
      [{ ...validInvoice, discount: 101 }, 'discount'],
      [{ ...validInvoice, tax: 'lots' }, 'tax'],
      [{ ...validInvoice, currency: 'XYZ' }, 'currency'],
      [{ ...validInvoice, dueDate: '2026-11-01' }, 'dueDate'],
      [{ ...validInvoice, client: { ...validInvoice.client, companyEmail: 'nope' } }, 'client.companyEmail'],
    ];
    for (const [body, field] of cases) {
      const res = await send('POST', '', body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toContain(field);
    }
    expect((await send('POST', '', '{not json')).status).toBe(400);
    expect(db.invoices).toHaveLength(50);
  });
});
