import { roleRevision, type Role } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';

// Two admins edit one role: the later save names the revision its dialog opened, and the API refuses
// it once the role has changed since, rather than dropping the first admin's change.

const admin = authFetch('admin');
const put = (role: Role, changes: Partial<Role>, ifMatch?: string) =>
  putWithRevision(
    admin,
    `http://localhost/api/apps/roles/${role.id}`,
    { name: role.name, rules: role.rules, ...changes },
    ifMatch,
  );

describe('editing a role someone else changed', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('saves from the current revision, and refuses one from an older revision with the role as it is now', async () => {
    const opened = structuredClone(db.roles.find((r) => r.name === 'editor')!);
    const first = await put(opened, { name: 'Editors' }, `"${roleRevision(opened)}"`);
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`"${roleRevision(first.body)}"`);

    const late = await put(opened, { rules: [] }, `"${roleRevision(opened)}"`);
    expect(late.status).toBe(412);
    expect(late.body).toEqual({
      message: 'Someone else changed this role since you opened it',
      current: expect.objectContaining({ name: 'Editors', rules: expect.arrayContaining(opened.rules) }),
    });
    const kept = db.roles.find((r) => r.id === opened.id)!;
    expect(kept.name).toBe('Editors');
    expect(kept.rules).toHaveLength(opened.rules.length);
  });
});
