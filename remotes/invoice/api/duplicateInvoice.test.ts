import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { setMockClock } from '@atrium/mocks/lib/clock';
import { invoiceCalls } from './invoiceTestKit';

const { get, send } = invoiceCalls();

describe('POST /api/apps/invoice/{id}/duplicate', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('copies the lines and client into a Draft issued today, with the same term and no payments', async () => {
    setMockClock(() => Date.UTC(2027, 0, 15, 12));
    const original = db.invoices.find((i) => i.invoiceStatus === 'Partial Payment')!;
    const term = (Date.parse(original.dueDate) - Date.parse(original.issuedDate)) / 86_400_000;
    const { status, body } = await send('POST', `/${original.id}/duplicate`);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      id: 5037,
      issuedDate: '2027-01-15',
      invoiceStatus: 'Draft',
      payments: [],
      items: original.items,
      client: original.client,
      total: original.total,
      balance: original.total,
    });
    expect((Date.parse(body.dueDate) - Date.parse('2027-01-15')) / 86_400_000).toBe(term);
    expect((await get('/5037')).body.invoice).toEqual(body);
    // The original is untouched.
    expect((await get(`/${original.id}`)).body.invoice.payments).toEqual(original.payments);
  });

  it('answers 400 a malformed id and 404 an unknown one, adding nothing', async () => {
    expect((await send('POST', '/1e0/duplicate')).status).toBe(400);
    expect((await send('POST', '/1/duplicate')).status).toBe(404);
    expect(db.invoices).toHaveLength(50);
  });
});
