import { invoiceRevision } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';
import { invoiceCalls, validInvoice } from './invoiceTestKit';

// Two people edit one invoice: the later save names the revision its editor opened, and the API
// refuses it once the invoice's fields have changed since. A payment recorded meanwhile is no conflict.

const { send } = invoiceCalls();
const admin = authFetch('admin');
const put = (id: number, ifMatch: string) =>
  putWithRevision(admin, `http://localhost/api/apps/invoice/${id}`, validInvoice, ifMatch);

describe('editing an invoice someone else changed', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('refuses a save from an older revision with the invoice as it is now, and changes nothing', async () => {
    const opened = structuredClone(db.invoices.find((i) => i.invoiceStatus === 'Sent')!);
    const first = await send('PUT', `/${opened.id}`, { ...validInvoice, note: 'First' });
    expect(first.status).toBe(200);
    const kept = JSON.stringify(db.invoices.find((i) => i.id === opened.id));

    const late = await put(opened.id, `"${invoiceRevision(opened)}"`);
    expect(late.status).toBe(412);
    expect(late.body.message).toBe('Someone else changed this invoice since you opened it');
    expect(late.body.current.note).toBe('First');
    expect(JSON.stringify(db.invoices.find((i) => i.id === opened.id))).toBe(kept);
    expect(late.etag).toBe(`"${invoiceRevision(late.body.current)}"`);
  });

  it('saves over a payment recorded meanwhile: the payments are not the editor’s', async () => {
    const opened = structuredClone(db.invoices.find((i) => i.balance > 10)!);
    const paid = await send('POST', `/${opened.id}/payments`, {
      amount: 5,
      date: '2026-01-02',
      method: 'Cash',
    });
    expect(paid.status).toBe(201);
    const saved = await put(opened.id, `"${invoiceRevision(opened)}"`);
    expect(saved.status).toBe(200);
    expect(saved.body.payments).toHaveLength(opened.payments.length + 1);
  });
});
