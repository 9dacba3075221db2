import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { Role, RoleListResponse, RoleSummary } from '@atrium/contracts';
import { issueToken } from '@atrium/mocks/lib/tokens';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Signed in as the admin (who may manage everything) unless a test says otherwise.
const call = apiCaller('http://localhost/api/apps/roles');
const client = authFetch('client');
/** The sample roles, in the order they were made. */
const SAMPLE_ROLES = ['admin', 'client', 'author', 'editor', 'maintainer', 'subscriber'];
const idOf = (name: string) => db.roles.find((r) => r.name === name)!.id;

describe('roles', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists every role with its users, permissions and effective rules', async () => {
    const { status, body } = await call('GET');
    expect(status).toBe(200);
    const { roles } = body as RoleListResponse;
    expect(roles.map((r) => r.name)).toEqual(SAMPLE_ROLES);
    const editor = roles.find((r) => r.name === 'editor')!;
    const editors = db.users.filter((u) => u.role === 'editor');
    expect(editor.totalUsers).toBe(editors.length);
    expect(editor.users).toEqual(
      editors.slice(0, 4).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    );
    const assigned = db.permissions.filter((p) => p.assignedTo.includes('editor')).map((p) => p.name);
    expect(editor.permissions).toEqual(assigned);
    expect(assigned.length).toBeGreaterThan(0);
    // The matrix, plus what the permissions grant.
    expect(editor.effectiveRules).toEqual(expect.arrayContaining(editor.rules));
    const granted = db.permissions.find((p) => p.name === assigned[0])!.abilities;
    expect(editor.effectiveRules).toEqual(expect.arrayContaining(granted));
    expect(roles.find((r) => r.name === 'admin')).toMatchObject({ builtIn: true });
  });

  it('answers one role, 404 for an unknown id and 400 for a malformed one', async () => {
    const { status, body } = await call('GET', `/${idOf('author')}`);
    expect(status).toBe(200);
    expect(body as RoleSummary).toMatchObject({ name: 'author', builtIn: false, totalUsers: 10 });
    expect(await call('GET', '/999')).toEqual({ status: 404, body: { message: 'Role not found' } });
    expect((await call('GET', '/abc')).status).toBe(400);
  });

  it('creates a role with its rules once each, sorted', async () => {
    const { status, body } = await call('POST', '', {
      name: '  Support ',
      rules: [
        { action: 'update', subject: 'Invoice' },
        { action: 'read', subject: 'Customer' },
        { action: 'read', subject: 'Invoice' },
        { action: 'update', subject: 'Invoice' },
      ],
    });
    expect(status).toBe(201);
    expect(body as Role).toEqual({
      id: 7,
      name: 'Support',
      builtIn: false,
      rules: [
        { action: 'read', subject: 'Customer' },
        { action: 'read', subject: 'Invoice' },
        { action: 'update', subject: 'Invoice' },
      ],
    });
    expect((await call('GET', '/7')).body).toMatchObject({ name: 'Support', totalUsers: 0, permissions: [] });
  });

  it('refuses an invalid role with field errors, and a taken name (any case) with 409', async () => {
    const empty = await call('POST', '', { name: ' ', rules: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toEqual(['Role name is required']);
    const badRule = await call('POST', '', { name: 'Ops', rules: [{ action: 'manage', subject: 'all' }] });
    expect(badRule.status).toBe(400);
    expect(Object.keys(badRule.body.errors)).toEqual(['rules.0.action', 'rules.0.subject']);
    expect((await call('POST', '', 'not json')).status).toBe(400);

    const taken = await call('POST', '', { name: 'EDITOR', rules: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toEqual(['A role with this name already exists']);
    expect(db.roles).toHaveLength(6);
  });

  it('changes a role, carrying a new name to its users and permissions', async () => {
    const id = idOf('editor');
    const holders = db.users.filter((u) => u.role === 'editor').map((u) => u.id);
    const assigned = db.permissions.filter((p) => p.assignedTo.includes('editor')).map((p) => p.id);
    const { status, body } = await call('PUT', `/${id}`, {
      name: 'Copy editor',
      rules: [{ action: 'read', subject: 'Faq' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      name: 'Copy editor',
      builtIn: false,
      rules: [{ action: 'read', subject: 'Faq' }],
    });
    expect(db.users.filter((u) => u.role === 'Copy editor').map((u) => u.id)).toEqual(holders);
    expect(db.permissions.filter((p) => p.assignedTo.includes('Copy editor')).map((p) => p.id)).toEqual(
      assigned,
    );
    expect(db.permissions.some((p) => p.assignedTo.includes('editor'))).toBe(false);
    // Its own name in another case is not a duplicate.
    expect((await call('PUT', `/${id}`, { name: 'COPY EDITOR', rules: [] })).status).toBe(200);
  });

  it('refuses to change a built-in role, a taken name, an unknown id or an invalid body', async () => {
    const builtIn = await call('PUT', `/${idOf('admin')}`, { name: 'root', rules: [] });
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toMatch(/^The admin role is built in and cannot be changed; copy it/);
    const taken = await call('PUT', `/${idOf('author')}`, { name: 'Editor', rules: [] });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toEqual(['A role with this name already exists']);
    expect((await call('PUT', '/999', { name: 'x', rules: [] })).status).toBe(404);
    const tooLong = await call('PUT', `/${idOf('author')}`, { name: 'x'.repeat(61), rules: [] });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors.name).toEqual(['Role name is at most 60 characters']);
    expect(db.roles.find((r) => r.name === 'author')!.rules.length).toBeGreaterThan(0);
  });

  it('deletes a role nobody holds, and takes it off its permissions', async () => {
    const id = idOf('subscriber');
    db.users.forEach((u) => {
      if (u.role === 'subscriber') u.role = 'author';
    });
    expect(db.permissions.some((p) => p.assignedTo.includes('subscriber'))).toBe(true);
    const { status, body } = await call('DELETE', `/${id}`);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect(db.roles.some((r) => r.id === id)).toBe(false);
    expect(db.permissions.some((p) => p.assignedTo.includes('subscriber'))).toBe(false);
    expect((await call('DELETE', `/${id}`)).status).toBe(404);
  });

  it('refuses to delete a role users hold, or a built-in one', async () => {
    const held = await call('DELETE', `/${idOf('author')}`);
    expect(held).toEqual({
      status: 409,
      body: { message: '10 users hold this role; give them another role first', totalUsers: 10 },
    });
    const builtIn = await call('DELETE', `/${idOf('client')}`);
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.message).toMatch(/^The client role is built in and cannot be deleted/);
    expect(db.roles).toHaveLength(6);
  });

  it('answers 403 to the client for every call, changing nothing', async () => {
    const id = idOf('author');
    for (const [method, path, body] of [
      ['GET', ''],
      ['GET', `/${id}`],
      ['POST', '', { name: 'Ops', rules: [] }],
      ['PUT', `/${id}`, { name: 'Ops', rules: [] }],
      ['DELETE', `/${id}`],
    ] as const) {
      expect((await call(method, path, body, client)).status).toBe(403);
    }
    expect(db.roles.map((r) => r.name)).toEqual(SAMPLE_ROLES);
  });

  it('applies a changed role to its users on their next call', async () => {
    const user = db.users.find((u) => u.role === 'subscriber' && u.status === 'active')!;
    const token = issueToken(user.id);
    const asSubscriber: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...init?.headers, authorization: `Bearer ${token}` } });
    expect((await call('GET', '', undefined, asSubscriber)).status).toBe(403);
    // A role that gains an ability keeps its users signed in (one that loses some signs them out).
    const { rules } = db.roles.find((r) => r.name === 'subscriber')!;
    await call('PUT', `/${idOf('subscriber')}`, {
      name: 'subscriber',
      rules: [...rules, { action: 'read', subject: 'Role' }],
    });
    expect((await call('GET', '', undefined, asSubscriber)).status).toBe(200);
  });
});
