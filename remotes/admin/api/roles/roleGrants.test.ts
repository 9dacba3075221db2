import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { admin, limitedAccount, send } from '../users/grantsTestKit';

// Attacks on roles by a caller who may change roles but holds less than what they try to give or
// touch: each is refused, and nothing changes.

const idOf = (name: string) => db.roles.find((r) => r.name === name)!.id;

describe('roles: nobody grants what they do not hold', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('a role editor cannot make a role with more than they hold', async () => {
    const { as } = await limitedAccount([{ action: 'create', subject: 'Role' }]);
    const before = structuredClone(db.roles);
    const res = await send(as, 'POST', '/apps/roles', {
      name: 'Deleter',
      rules: [
        { action: 'create', subject: 'Role' },
        { action: 'delete', subject: 'User' },
      ],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You cannot grant what you do not hold (delete User) to the Deleter role');
    expect(db.roles).toEqual(before);
    // What they hold, they may give.
    const within = await send(as, 'POST', '/apps/roles', {
      name: 'Copy',
      rules: [{ action: 'create', subject: 'Role' }],
    });
    expect(within.status).toBe(201);
  });

  it('a role editor cannot give their own role more than they hold', async () => {
    const { as, role } = await limitedAccount([{ action: 'update', subject: 'Role' }]);
    const before = structuredClone(db.roles);
    const res = await send(as, 'PUT', `/apps/roles/${role.id}`, {
      name: role.name,
      rules: [...role.rules, { action: 'read', subject: 'Invoice' }, { action: 'update', subject: 'User' }],
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/^You cannot grant what you do not hold \(read Invoice, update User\)/);
    expect(db.roles).toEqual(before);
    expect((await send(as, 'GET', '/apps/invoice')).status).toBe(403);
  });

  it('a role editor cannot change or delete a role that holds more than they do', async () => {
    const { as } = await limitedAccount([
      { action: 'update', subject: 'Role' },
      { action: 'delete', subject: 'Role' },
    ]);
    await send(admin, 'POST', '/apps/roles', {
      name: 'Auditor',
      rules: [{ action: 'read', subject: 'Invoice' }],
    });
    const before = structuredClone({ roles: db.roles, users: db.users, permissions: db.permissions });
    const stripped = await send(as, 'PUT', `/apps/roles/${idOf('editor')}`, { name: 'editor', rules: [] });
    expect(stripped.status).toBe(403);
    expect(stripped.body.message).toMatch(/^The editor role may do more than you/);
    const renamed = await send(as, 'PUT', `/apps/roles/${idOf('Auditor')}`, {
      name: 'Auditors',
      rules: [{ action: 'read', subject: 'Invoice' }],
    });
    expect(renamed.status).toBe(403);
    expect((await send(as, 'DELETE', `/apps/roles/${idOf('Auditor')}`)).status).toBe(403);
    expect({ roles: db.roles, users: db.users, permissions: db.permissions }).toEqual(before);
  });

  it("signs out a role's users when the role loses an ability, not when it gains one", async () => {
    const { as, role } = await limitedAccount([{ action: 'read', subject: 'User' }]);
    const wider = [...role.rules, { action: 'read', subject: 'Faq' }];
    expect(
      (await send(admin, 'PUT', `/apps/roles/${role.id}`, { name: role.name, rules: wider })).status,
    ).toBe(200);
    expect((await send(as, 'GET', '/pages/faq')).status).toBe(200);
    const narrower = [{ action: 'read', subject: 'Faq' }];
    expect(
      (await send(admin, 'PUT', `/apps/roles/${role.id}`, { name: role.name, rules: narrower })).status,
    ).toBe(200);
    expect((await send(as, 'GET', '/auth/session')).status).toBe(401);
  });
});
