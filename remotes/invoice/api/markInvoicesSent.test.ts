import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls } from './invoiceTestKit';

const { send } = invoiceCalls();
const idsWith = (status: string) => db.invoices.filter((i) => i.invoiceStatus === status).map((i) => i.id);
const statusOf = (id: number) => db.invoices.find((i) => i.id === id)!.invoiceStatus;

describe('POST /api/apps/invoice/mark-sent', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('makes the Drafts Sent and keeps any other status', async () => {
    const drafts = idsWith('Draft');
    const paid = idsWith('Paid')[0];
    const partial = idsWith('Partial Payment')[0];
    const { status, body } = await send('POST', '/mark-sent', { ids: [...drafts, paid, partial] });
    expect(status).toBe(200);
    expect(body).toEqual({ updated: drafts.length });
    expect(drafts.every((id) => statusOf(id) === 'Sent')).toBe(true);
    expect(statusOf(paid)).toBe('Paid');
    expect(statusOf(partial)).toBe('Partial Payment');
    expect((await send('POST', '/mark-sent', { ids: drafts })).body).toEqual({ updated: 0 });
  });

  it('answers 404 naming unknown ids and then changes nothing; 400 a bad body', async () => {
    const draft = idsWith('Draft')[0];
    const unknown = await send('POST', '/mark-sent', { ids: [draft, 1] });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors.ids[0]).toMatch(/\b1\b/);
    expect(statusOf(draft)).toBe('Draft');
    for (const body of [{ ids: [] }, { ids: ['4987'] }, { ids: [-1] }, {}])
      expect((await send('POST', '/mark-sent', body)).status).toBe(400);
  });
});
