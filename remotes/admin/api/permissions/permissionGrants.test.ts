import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { admin, limitedAccount, send } from '../users/grantsTestKit';

// Attacks through permissions by a caller who may change permissions but holds less than what they
// try to give or touch: each is refused, and nothing changes.

const EDIT_PERMISSIONS = (['create', 'update', 'delete'] as const).map((action) => ({
  action,
  subject: 'Permission',
}));
const idOf = (name: string) => db.permissions.find((p) => p.name === name)!.id;

describe('permissions: nobody grants what they do not hold', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('a permission editor cannot make, widen or assign a permission beyond what they hold', async () => {
    const { as } = await limitedAccount([...EDIT_PERMISSIONS, { action: 'update', subject: 'User' }]);
    const before = structuredClone({ permissions: db.permissions, roles: db.roles });
    const grantsMore = await send(as, 'POST', '/apps/permissions', {
      name: 'Invoices for me',
      assignedTo: ['Limited'],
      abilities: [{ action: 'read', subject: 'Invoice' }],
    });
    expect(grantsMore.status).toBe(403);
    expect(grantsMore.body.errors.abilities).toEqual([
      'You cannot grant what you do not hold (read Invoice)',
    ]);
    // Within their abilities, but given to a role that holds more than they do.
    const toEditor = await send(as, 'POST', '/apps/permissions', {
      name: 'Edit users',
      assignedTo: ['editor'],
      abilities: [{ action: 'update', subject: 'User' }],
    });
    expect(toEditor.status).toBe(403);
    expect(toEditor.body.message).toMatch(/^The editor role may do more than you/);
    // An existing permission that grants more, assigned to their own role.
    const onlyView = db.permissions.find((p) => p.name === 'Only View')!;
    const assigned = await send(as, 'PUT', `/apps/permissions/${onlyView.id}`, {
      name: onlyView.name,
      assignedTo: [...onlyView.assignedTo, 'Limited'],
      abilities: onlyView.abilities,
    });
    expect(assigned.status).toBe(403);
    expect((await send(as, 'DELETE', `/apps/permissions/${idOf('Management')}`)).status).toBe(403);
    expect({ permissions: db.permissions, roles: db.roles }).toEqual(before);
    expect((await send(as, 'GET', '/apps/invoice')).status).toBe(403);

    // Within what they hold, for their own role: allowed.
    const own = await send(as, 'POST', '/apps/permissions', {
      name: 'Edit users',
      assignedTo: ['Limited'],
      abilities: [{ action: 'update', subject: 'User' }],
    });
    expect(own.status).toBe(201);
  });

  it('signs out the users of a role that loses an ability with a permission', async () => {
    const { as } = await limitedAccount([{ action: 'read', subject: 'User' }]);
    const made = await send(admin, 'POST', '/apps/permissions', {
      name: 'FAQ readers',
      assignedTo: ['Limited'],
      abilities: [{ action: 'read', subject: 'Faq' }],
    });
    expect(made.status).toBe(201);
    expect((await send(as, 'GET', '/pages/faq')).status).toBe(200);
    expect((await send(admin, 'DELETE', `/apps/permissions/${made.body.id}`)).status).toBe(204);
    expect((await send(as, 'GET', '/auth/session')).status).toBe(401);
  });
});
