/** @jest-environment node */
import type { AuditEntry } from '@atrium/contracts';
import { auditEntriesOf, expiredAuditEntries } from './audit';
import { harness, newUser } from './testing/harness';

// The audit log as the server writes it: who, when, from where, what, the fields before and after —
// in the same write as the change, and never a secret.

const entriesOf = (db: { auditLog: AuditEntry[] }) => db.auditLog;

describe('the audit log', () => {
  it('records a user created, changed and deleted by the admin, with the fields, the address and no password', async () => {
    const h = await harness();
    const writes = h.storage.writes.length;
    const created = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser(7, { password: 'a-secret-pass-7' })) }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };

    // One write: the user, their credential and the audit entries together.
    expect(h.storage.writes).toHaveLength(writes + 1);
    const written = h.storage.writes.at(-1)!.upserts.map((u) => u.collection);
    expect(written).toEqual(expect.arrayContaining(['users', 'credentials', 'auditLog']));

    const made = entriesOf(h.db).filter((e) => e.recordId === String(id));
    expect(made.map((e) => [e.action, e.subject])).toEqual([
      ['create', 'User'],
      ['update', 'User'],
    ]);
    expect(made[0]).toMatchObject({
      actorName: 'John Doe',
      actorEmail: 'admin@demo.com',
      ip: '203.0.113.9',
      recordLabel: 'New User 7',
    });
    expect(made[0].changes).toContainEqual({ field: 'email', before: null, after: 'new7@demo.com' });
    expect(made[1].changes).toEqual([{ field: 'password', before: '[redacted]', after: '[redacted]' }]);

    const put = await h.request(
      `/api/apps/users/${id}`,
      h.authorized({ method: 'PUT', body: JSON.stringify({ ...newUser(7), company: 'Acme' }) }),
    );
    expect(put.status).toBe(200);
    expect(entriesOf(h.db).at(-1)).toMatchObject({
      action: 'update',
      subject: 'User',
      changes: [{ field: 'company', before: 'Atrium', after: 'Acme' }],
    });

    await h.request(`/api/apps/users/${id}`, h.authorized({ method: 'DELETE' }));
    expect(entriesOf(h.db).at(-1)).toMatchObject({
      action: 'delete',
      subject: 'User',
      recordLabel: 'New User 7',
    });

    // The secret appears nowhere in what was stored.
    expect(JSON.stringify(h.storage.data.rows)).not.toContain('a-secret-pass-7');
    expect(JSON.stringify(entriesOf(h.db))).not.toMatch(/argon2|\$2[aby]\$/);
  });

  it('records sign-ins and refused sign-ins with the address tried, by nobody', async () => {
    const h = await harness();
    const signIn = (password: string) =>
      h.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'client@demo.com', password }),
      });
    expect((await signIn('not-the-password')).status).toBe(400);
    expect(entriesOf(h.db).at(-1)).toMatchObject({
      action: 'signInFailed',
      subject: 'Session',
      actorId: null,
      recordLabel: 'client@demo.com',
      changes: [],
    });
    expect((await signIn('client')).status).toBe(200);
    expect(entriesOf(h.db).at(-1)).toMatchObject({
      action: 'signIn',
      actorEmail: 'client@demo.com',
      recordLabel: 'client@demo.com',
    });
    expect(JSON.stringify(entriesOf(h.db))).not.toContain('not-the-password');
  });

  it('writes nothing when the change cannot be kept', async () => {
    const h = await harness();
    const before = entriesOf(h.db).length;
    h.storage.failNext(1, 'write');
    const refused = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser(8)) }),
    );
    expect(refused.status).toBe(503);
    expect(entriesOf(h.db)).toHaveLength(before);
  });

  it('takes a hash renewed at sign-in (the same password) for no password change, and a new one for one', () => {
    const credential = { userId: 51, passwordHash: 'scrypt$old', setAt: '2026-01-01T00:00:00.000Z' };
    const saved = new Map([
      [
        'credentials',
        new Map([['h:old', { position: 0, json: JSON.stringify(credential), doc: credential }]]),
      ],
    ]);
    const context = { at: '2026-03-01T10:00:00.000Z', actor: null, ip: '203.0.113.9' };
    const changesTo = (next: object) => ({
      addCollections: [],
      upserts: [{ collection: 'credentials', key: 'h:new', position: 0, doc: next }],
      moves: [],
      deletes: [{ collection: 'credentials', key: 'h:old' }],
    });
    const userName = () => ({ name: 'John Doe', email: 'admin@demo.com' });
    const renewed = { ...credential, passwordHash: 'argon2id$new' };
    expect(auditEntriesOf(changesTo(renewed), saved, context, userName)).toEqual([]);
    const changed = { ...renewed, setAt: '2026-03-01T10:00:00.000Z' };
    expect(auditEntriesOf(changesTo(changed), saved, context, userName)).toEqual([
      expect.objectContaining({
        action: 'update',
        subject: 'User',
        recordId: '51',
        changes: [{ field: 'password', before: '[redacted]', after: '[redacted]' }],
      }),
    ]);
  });
});

describe('audit retention', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString();
  const log = (days: number[]) => days.map((n) => ({ at: day(n) }));

  it('drops the entries past the retention, a day at a time, and never with retention off', () => {
    // Kept 30 days; on day 40, the entries of days 0–9 are past it.
    expect(expiredAuditEntries(log([0, 5, 9, 10, 20, 39]), day(40), 30)).toBe(3);
    // The oldest is past the retention by less than a day: nothing yet (no pruning on every save).
    expect(expiredAuditEntries(log([9.5, 20]), day(40), 30)).toBe(0);
    expect(expiredAuditEntries(log([0, 5]), day(400), 0)).toBe(0);
    expect(expiredAuditEntries([], day(400), 30)).toBe(0);
  });

  it('deletes the expired entries in the save that writes the new ones', async () => {
    const h = await harness({ auditRetentionDays: 30 });
    const old: AuditEntry = {
      id: 0,
      at: '2020-01-01T00:00:00.000Z',
      actorId: null,
      actorName: '',
      actorEmail: '',
      ip: '203.0.113.1',
      action: 'signInFailed',
      subject: 'Session',
      recordId: null,
      recordLabel: 'someone@example.com',
      changes: [],
    };
    h.db.auditLog.unshift(old);
    await h.persistence.save();
    expect(h.storage.data.rows.some((r) => r.collection === 'auditLog')).toBe(true);
    const res = await h.request(
      '/api/apps/users',
      h.authorized({ method: 'POST', body: JSON.stringify(newUser(8)) }),
    );
    expect(res.status).toBe(201);
    expect(entriesOf(h.db).some((e) => e.at.startsWith('2020'))).toBe(false);
    expect(h.storage.writes.at(-1)!.deletes).toContainEqual(
      expect.objectContaining({ collection: 'auditLog' }),
    );
  });
});
