import { userRevision, type User } from '@atrium/contracts';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { putWithRevision } from '@atrium/mocks/testing/putWithRevision';
import { admin, limitedAccount, saveBody } from './grantsTestKit';

// Two admins edit one user: the second save names the revision it was opened at (If-Match), and the
// API refuses it once the user has changed since, rather than dropping the first admin's change.

const URL_OF = (id: number) => `http://localhost/api/apps/users/${id}`;

/** PUT the user with `changes`, with `ifMatch` as the If-Match header. */
async function put(caller: typeof fetch, user: User, changes: Partial<User>, ifMatch?: string) {
  return putWithRevision(
    caller,
    URL_OF(user.id),
    { ...saveBody(user), ...changes },
    ifMatch?.replace(/^(W\/)?"|"$/g, ''),
  );
}

describe('editing a user someone else changed', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('reads a user with its revision as the ETag, and saves a change made from that revision', async () => {
    const user = structuredClone(db.users[5]);
    const read = await admin(URL_OF(user.id));
    expect(read.headers.get('etag')).toBe(`"${userRevision(user)}"`);

    const saved = await put(admin, user, { company: 'Acme' }, `"${userRevision(user)}"`);
    expect(saved.status).toBe(200);
    expect(saved.body.company).toBe('Acme');
    expect(saved.etag).toBe(`"${userRevision(saved.body)}"`);
  });

  it('refuses a save made from an older revision with 412 and the user as it is now, and changes nothing', async () => {
    const opened = structuredClone(db.users[5]);
    expect(
      (await put(admin, opened, { email: 'first@example.com' }, `"${userRevision(opened)}"`)).status,
    ).toBe(200);
    const now = JSON.stringify(db.users[5]);

    const late = await put(admin, opened, { company: 'Second' }, `W/"${userRevision(opened)}"`);
    expect(late.status).toBe(412);
    expect(late.body.message).toBe('Someone else changed this user since you opened it');
    expect(late.body.current.email).toBe('first@example.com');
    expect(JSON.stringify(db.users[5])).toBe(now);

    // Saving over theirs knowingly: from the revision the 412 gave.
    const over = await put(admin, late.body.current, { company: 'Second' }, late.etag!);
    expect(over.status).toBe(200);
    expect(db.users[5]).toMatchObject({ email: 'first@example.com', company: 'Second' });
  });

  it('checks nothing without If-Match, and tells a caller who may not read users nothing of the user', async () => {
    const { as, user } = await limitedAccount([{ action: 'update', subject: 'User' }]);
    const opened = structuredClone(db.users.find((u) => u.id === user.id)!);
    expect((await put(admin, opened, { company: 'Changed' })).status).toBe(200);
    const late = await put(as, opened, { country: 'Peru' }, `"${userRevision(opened)}"`);
    expect(late.status).toBe(412);
    expect(late.body).toEqual({ message: 'Someone else changed this user since you opened it' });
    expect(db.users.find((u) => u.id === user.id)?.country).toBe(opened.country);
  });
});
