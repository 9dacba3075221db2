import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { signInAs, userHolding } from '@atrium/mocks/testing/signedInUser';
import { admin, limitedAccount, saveBody, send } from './grantsTestKit';

// Attacks on users by a caller who may change users but holds less than what they try to give or
// touch: each is refused, and nothing changes.

const UPDATE_USER = { action: 'update', subject: 'User' } as const;
const userOf = (id: number) => db.users.find((u) => u.id === id)!;

describe('users: nobody grants what they do not hold', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('a user who may update users cannot give themselves or anyone a role that grants more (PUT, PATCH)', async () => {
    const { as, user: self } = await limitedAccount([UPDATE_USER]);
    const peer = await userHolding('Limited');
    const before = structuredClone(db.users);

    const own = await send(as, 'PUT', `/apps/users/${self.id}`, { ...saveBody(self), role: 'admin' });
    expect(own.status).toBe(403);
    expect(own.body.errors.role).toEqual(['You cannot change your own role']);
    const other = await send(as, 'PUT', `/apps/users/${peer.id}`, { ...saveBody(peer), role: 'admin' });
    expect(other.status).toBe(403);
    expect(other.body.message).toMatch(/cannot give the admin role/);
    expect(other.body.errors.role).toBeDefined();
    const editor = await send(as, 'PUT', `/apps/users/${peer.id}`, { ...saveBody(peer), role: 'editor' });
    expect(editor.status).toBe(403);
    expect(db.users).toEqual(before);

    // PATCH takes no role: one sent along is ignored.
    const patched = await send(as, 'PATCH', `/apps/users/${self.id}`, { status: 'active', role: 'admin' });
    expect(patched.body.role).toBe('Limited');
    expect(userOf(self.id).role).toBe('Limited');
    expect((await send(as, 'GET', '/apps/roles')).status).toBe(403);
  });

  it('creating a user with a role that grants more than the caller holds is refused', async () => {
    const { as } = await limitedAccount([{ action: 'create', subject: 'User' }]);
    const count = db.users.length;
    const body = { ...saveBody(userOf(3)), username: 'newbie', email: 'newbie@grants.test' };
    for (const role of ['admin', 'editor', 'client']) {
      const res = await send(as, 'POST', '/apps/users', { ...body, role, currentPlan: 'basic' });
      expect([role, res.status]).toEqual([role, 403]);
    }
    expect(db.users).toHaveLength(count);
    // A role within the caller's own is theirs to give.
    const same = await send(as, 'POST', '/apps/users', { ...body, role: 'Limited', currentPlan: 'basic' });
    expect(same.status).toBe(201);
  });

  it('acting on a user who holds more is refused: password, suspension, edit, settings, deletion', async () => {
    const { as } = await limitedAccount([UPDATE_USER, { action: 'delete', subject: 'User' }]);
    const before = structuredClone({
      users: db.users,
      credentials: db.credentials,
      settings: db.accountSettings,
    });
    const password = { password: 'taken-over-1', confirmPassword: 'taken-over-1' };
    const attacks: [string, string, unknown?][] = [
      ['PUT', '/apps/users/51/password', password],
      ['PATCH', '/apps/users/51', { status: 'inactive' }],
      ['PUT', '/apps/users/51', { ...saveBody(userOf(51)), fullName: 'Mallory' }],
      ['PUT', '/apps/users/51/settings/security', { twoStep: false }],
      [
        'POST',
        '/apps/users/51/settings/cards',
        { cardNumber: '4242424242424242', cardName: 'M', expiry: '12/40', cvc: '123' },
      ],
      ['DELETE', '/apps/users/51'],
      // The client holds read AclDemo, which this caller does not.
      ['PATCH', '/apps/users/52', { status: 'inactive' }],
    ];
    for (const [method, path, body] of attacks) {
      const res = await send(as, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.message).toMatch(/may do more than you/);
    }
    expect({ users: db.users, credentials: db.credentials, settings: db.accountSettings }).toEqual(before);
    await expect(signInAs('admin@demo.com', 'admin')).resolves.toBeDefined();
  });

  it('the last active user who manages everything cannot be deleted, demoted or suspended (409)', async () => {
    const others = db.users.filter((u) => u.role === 'admin' && u.id !== 51 && u.status !== 'inactive');
    for (const u of others)
      expect((await send(admin, 'PATCH', `/apps/users/${u.id}`, { status: 'inactive' })).status).toBe(200);
    const me = userOf(51);
    const before = structuredClone(db.users);
    const attacks: [string, string, unknown?][] = [
      ['DELETE', '/apps/users/51'],
      ['PUT', '/apps/users/51', { ...saveBody(me), status: 'inactive' }],
      ['PUT', '/apps/users/51', { ...saveBody(me), role: 'client' }],
      ['PATCH', '/apps/users/51', { status: 'inactive' }],
    ];
    for (const [method, path, body] of attacks) {
      const res = await send(admin, method, path, body);
      expect([method, res.status]).toEqual([method, 409]);
      expect(res.body.message).toMatch(/last active user who can manage everything/);
    }
    expect(db.users).toEqual(before);
    // With another one active again, that one may be demoted.
    await send(admin, 'PATCH', `/apps/users/${others[0].id}`, { status: 'active' });
    const demoted = await send(admin, 'PUT', `/apps/users/${others[0].id}`, {
      ...saveBody(userOf(others[0].id)),
      role: 'author',
    });
    expect(demoted.status).toBe(200);
  });

  it('a user may not change their own role, even an admin (who may give any other)', async () => {
    const res = await send(admin, 'PUT', '/apps/users/51', { ...saveBody(userOf(51)), role: 'author' });
    expect(res.status).toBe(403);
    expect(userOf(51).role).toBe('admin');
    const other = await send(admin, 'PUT', '/apps/users/3', { ...saveBody(userOf(3)), role: 'admin' });
    expect(other.status).toBe(200);
  });

  it('changing a plan needs the right to manage billing (update Invoice)', async () => {
    const { as, role } = await limitedAccount([UPDATE_USER, { action: 'create', subject: 'User' }]);
    const peer = await userHolding('Limited');
    const before = structuredClone({ users: db.users, settings: db.accountSettings });
    const attacks: [string, string, unknown][] = [
      ['PATCH', `/apps/users/${peer.id}`, { currentPlan: 'enterprise' }],
      ['PUT', `/apps/users/${peer.id}`, { ...saveBody(peer), currentPlan: 'enterprise' }],
      ['PUT', `/apps/users/${peer.id}/settings/plan`, { plan: 'enterprise' }],
      [
        'POST',
        '/apps/users',
        { ...saveBody(peer), username: 'paid', email: 'paid@grants.test', currentPlan: 'team' },
      ],
    ];
    for (const [method, path, body] of attacks) {
      const res = await send(as, method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 403]);
      expect(res.body.message).toBe('Changing a plan needs the right to manage billing');
    }
    // Nor their own plan, on their account settings.
    const client = authFetch('client');
    expect((await send(client, 'PUT', '/account/settings/plan', { plan: 'team' })).status).toBe(403);
    expect({ users: db.users, settings: db.accountSettings }).toEqual(before);

    // The same caller with billing rights may.
    const rules = [...role.rules, { action: 'update', subject: 'Invoice' }];
    expect((await send(admin, 'PUT', `/apps/roles/${role.id}`, { name: 'Limited', rules })).status).toBe(200);
    const ok = await send(as, 'PATCH', `/apps/users/${peer.id}`, { currentPlan: 'enterprise' });
    expect(ok.body.currentPlan).toBe('enterprise');
  });

  it("ends a user's sessions when they lose abilities or are suspended, not when they lose nothing", async () => {
    const { as, user } = await limitedAccount([UPDATE_USER]);
    await send(admin, 'POST', '/apps/roles', {
      name: 'Wider',
      rules: [UPDATE_USER, { action: 'read', subject: 'User' }],
    });
    const widened = await send(admin, 'PUT', `/apps/users/${user.id}`, { ...saveBody(user), role: 'Wider' });
    expect(widened.status).toBe(200);
    expect((await send(as, 'GET', '/apps/users/3')).status).toBe(200);

    const narrowed = await send(admin, 'PUT', `/apps/users/${user.id}`, {
      ...saveBody(user),
      role: 'client',
    });
    expect(narrowed.status).toBe(200);
    expect((await send(as, 'GET', '/auth/session')).status).toBe(401);

    const again = await signInAs(user.email);
    expect((await send(admin, 'PATCH', `/apps/users/${user.id}`, { status: 'inactive' })).status).toBe(200);
    expect((await send(admin, 'PATCH', `/apps/users/${user.id}`, { status: 'active' })).status).toBe(200);
    // Reactivated, the user signs in again: the session of before the suspension stays ended.
    expect((await send(again, 'GET', '/auth/session')).status).toBe(401);
    await expect(signInAs(user.email)).resolves.toBeDefined();
  });

  it('deleting a user deletes their notifications (a new user given the id does not see them)', async () => {
    expect(db.notifications.some((n) => n.userId === 50)).toBe(true);
    expect((await send(admin, 'DELETE', '/apps/users/50')).status).toBe(204);
    expect(db.notifications.some((n) => n.userId === 50)).toBe(false);
  });

  it('deleting a user deletes their mailbox, chats and chat profile: the next user given the id starts empty', async () => {
    // The admin's sample mail and chats, handed to user 50 for the test.
    for (const email of db.emails.slice(0, 3)) email.ownerId = 50;
    for (const chat of db.chats.slice(0, 2)) chat.ownerId = 50;
    expect((await send(admin, 'DELETE', '/apps/users/50')).status).toBe(204);
    expect(db.emails.some((e) => e.ownerId === 50)).toBe(false);
    expect(db.chats.some((c) => c.ownerId === 50)).toBe(false);
    expect(db.emails.length).toBeGreaterThan(0);
  });
});
