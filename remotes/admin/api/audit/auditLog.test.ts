import type { AuditEntry } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { sampleAuditLog } from '@atrium/mocks/testing/sampleAuditEntry';
import { db, resetMockDb } from '@atrium/mocks/db';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { authFetch } from '@atrium/mocks/testing/authFetch';

const call = apiCaller('http://localhost/api/apps/audit');

describe('GET /api/apps/audit', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    db.auditLog = sampleAuditLog();
  });
  afterAll(() => server.close());

  it('lists the entries newest first, with who, when, where, what and the changes', async () => {
    const { status, body } = await call('GET');
    expect(status).toBe(200);
    expect(body.total).toBe(4);
    expect(body.entries.map((e: AuditEntry) => e.id)).toEqual([4, 3, 2, 1]);
    expect(body.entries[3]).toEqual(db.auditLog[0]);
  });

  it('filters by actor, subject, action and days, and searches who or what', async () => {
    const ids = async (query: string) =>
      (await call('GET', `?${query}`)).body.entries.map((e: AuditEntry) => e.id);
    expect(await ids('actor=52')).toEqual([3]);
    expect(await ids('subject=Invoice')).toEqual([1]);
    expect(await ids('action=signInFailed')).toEqual([4]);
    expect(await ids('from=2026-03-02&to=2026-03-03')).toEqual([3, 2]);
    expect(await ids('q=%234987')).toEqual([1]);
    expect(await ids('q=client%40demo')).toEqual([3]);
  });

  it('answers 403 to a caller who may not read the audit log, and 401 to a visitor', async () => {
    expect((await call('GET', '', undefined, authFetch('client'))).status).toBe(403);
    expect((await call('GET', '', undefined, fetch)).status).toBe(401);
  });
});
