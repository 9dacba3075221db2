import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

const { get, send } = invoiceCalls();
const client = validInvoice.client;

describe('POST /api/apps/invoice/clients', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores the client, listed after the first 5 from then on', async () => {
    const created = await send('POST', '/clients', { ...client, name: '  Ada Lovelace ' });
    expect(created).toEqual({ status: 201, body: client });
    const { body } = await get('/clients');
    expect(body.clients).toHaveLength(6);
    expect(body.clients[5]).toEqual(client);
  });

  it('answers 409 errors.companyEmail for a taken email (any case), 400 field errors', async () => {
    const taken = db.invoiceClients[0].companyEmail.toUpperCase();
    const res = await send('POST', '/clients', { ...client, companyEmail: taken });
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.errors)).toEqual(['companyEmail']);
    for (const [body, field] of [
      [{ ...client, companyEmail: 'nope' }, 'companyEmail'],
      [{ ...client, name: '' }, 'name'],
      [{ ...client, company: 'x'.repeat(121) }, 'company'],
      [{ ...client, address: undefined }, 'address'],
    ] as const) {
      const bad = await send('POST', '/clients', body);
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toContain(field);
    }
    expect(db.invoiceClients).toHaveLength(5);
  });
});
