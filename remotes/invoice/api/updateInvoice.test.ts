import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

const { get, send } = invoiceCalls();
const find = (status: string) => db.invoices.find((i) => i.invoiceStatus === status)!;

describe('PUT /api/apps/invoice/{id}', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('replaces the fields, recomputes the totals and keeps the number, avatar and status', async () => {
    const before = find('Sent');
    const { status, body } = await send('PUT', `/${before.id}`, { ...validInvoice, total: 5 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: before.id,
      avatar: before.avatar,
      invoiceStatus: 'Sent',
      total: 1080,
      balance: before.payments.length ? body.balance : 1080,
      client: validInvoice.client,
    });
    expect((await get(`/${before.id}`)).body.invoice).toEqual(body);
  });

  it('keeps the payments: a paid invoice whose total grows is partly paid again, and paid when it shrinks back', async () => {
    const paid = find('Paid');
    const grown = await send('PUT', `/${paid.id}`, {
      ...validInvoice,
      issuedDate: paid.issuedDate,
      dueDate: paid.dueDate,
      discount: 0,
      tax: 0,
      items: [{ name: 'More', description: '', cost: paid.total + 100, quantity: 1 }],
    });
    expect(grown.body).toMatchObject({
      invoiceStatus: 'Partial Payment',
      balance: 100,
      payments: paid.payments,
    });
    const shrunk = await send('PUT', `/${paid.id}`, {
      ...validInvoice,
      discount: 0,
      tax: 0,
      items: [{ name: 'Less', description: '', cost: paid.total, quantity: 1 }],
    });
    expect(shrunk.body).toMatchObject({ invoiceStatus: 'Paid', balance: 0 });
  });

  it('answers 400 (fields, malformed id) and 404, changing nothing', async () => {
    const before = JSON.stringify(db.invoices);
    const late = await send('PUT', '/4987', { ...validInvoice, dueDate: '2026-01-01' });
    expect(late.status).toBe(400);
    expect(late.body.errors.dueDate).toEqual(['The due date must not be before the issue date']);
    expect((await send('PUT', '/4987', { ...validInvoice, items: 'x' })).status).toBe(400);
    expect((await send('PUT', '/03', validInvoice)).status).toBe(400);
    expect(await send('PUT', '/1', validInvoice)).toEqual({
      status: 404,
      body: { message: 'No invoice found with this id' },
    });
    expect(JSON.stringify(db.invoices)).toBe(before);
  });
});
