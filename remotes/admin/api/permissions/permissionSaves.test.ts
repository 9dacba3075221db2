import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { setMockClock } from '@atrium/mocks/lib/clock';
import { effectiveRules } from '@atrium/mocks/lib/effectiveRules';
import type { Permission } from '@atrium/contracts';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { createdDate } from './createdDate';

// Signed in as the admin (who may manage everything) unless a test says otherwise.
const call = apiCaller('http://localhost/api/apps/permissions');
const client = authFetch('client');

const SUPPORT_DESK = {
  name: 'Support desk',
  assignedTo: ['Editor', 'author', 'editor'],
  abilities: [
    { action: 'update', subject: 'Invoice' },
    { action: 'read', subject: 'Invoice' },
    { action: 'read', subject: 'Customer' },
  ],
};

describe('permission saves', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('writes dates as the sample permissions are written', () => {
    expect(createdDate(new Date(2021, 3, 14, 20, 43).getTime())).toBe('14 Apr 2021, 8:43 PM');
    expect(createdDate(new Date(2021, 11, 4, 0, 5).getTime())).toBe('04 Dec 2021, 12:05 AM');
    expect(createdDate(new Date(2021, 1, 25, 12, 30).getTime())).toBe('25 Feb 2021, 12:30 PM');
  });

  it('creates a permission, created now, with its roles as named and its abilities sorted', async () => {
    // Now stands still (not in 2021: the bearer token would be long expired when the clock comes back).
    const at = Date.now();
    setMockClock(() => at);
    const { status, body } = await call('POST', '', SUPPORT_DESK);
    expect(status).toBe(201);
    expect(body as Permission).toEqual({
      id: 10,
      name: 'Support desk',
      assignedTo: ['editor', 'author'],
      createdDate: createdDate(at),
      abilities: [
        { action: 'read', subject: 'Customer' },
        { action: 'read', subject: 'Invoice' },
        { action: 'update', subject: 'Invoice' },
      ],
    });
    // Its roles may now do what it grants.
    expect(effectiveRules('author')).toEqual(expect.arrayContaining(body.abilities));
    const listed = await call('GET', '?q=support desk');
    expect(listed.body.totalPermissions).toBe(1);
  });

  it('refuses an empty name, an unknown role and a taken name', async () => {
    const empty = await call('POST', '', { ...SUPPORT_DESK, name: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.name).toEqual(['Permission name is required']);

    const unknown = await call('POST', '', { ...SUPPORT_DESK, assignedTo: ['editor', 'ghost', 'nobody'] });
    expect(unknown).toEqual({
      status: 400,
      body: {
        message: 'Unknown roles: ghost, nobody',
        errors: { assignedTo: ['Unknown roles: ghost, nobody'] },
        unknownRoles: ['ghost', 'nobody'],
      },
    });

    const taken = await call('POST', '', { ...SUPPORT_DESK, name: 'only VIEW' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toEqual(['A permission with this name already exists']);
    expect(db.permissions).toHaveLength(9);
  });

  it('changes a permission, keeping its created date', async () => {
    const before = db.permissions.find((p) => p.name === 'Only View')!;
    const { status, body } = await call('PUT', `/${before.id}`, {
      name: 'Read only',
      assignedTo: ['maintainer'],
      abilities: [{ action: 'read', subject: 'Product' }],
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: before.id,
      name: 'Read only',
      assignedTo: ['maintainer'],
      createdDate: before.createdDate,
      abilities: [{ action: 'read', subject: 'Product' }],
    });
    expect(db.permissions.find((p) => p.id === before.id)).toEqual(body);
    // Its own name again (in another case) is not a duplicate.
    expect((await call('PUT', `/${before.id}`, { ...body, name: 'READ ONLY' })).status).toBe(200);
  });

  it('refuses to change an unknown permission, to a taken name or an unknown role', async () => {
    expect(await call('PUT', '/99', SUPPORT_DESK)).toEqual({
      status: 404,
      body: { message: 'Permission not found' },
    });
    expect((await call('PUT', '/0', SUPPORT_DESK)).status).toBe(400);
    const taken = await call('PUT', '/1', { ...SUPPORT_DESK, name: 'Only View' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.name).toEqual(['A permission with this name already exists']);
    const unknown = await call('PUT', '/1', { ...SUPPORT_DESK, assignedTo: ['ghost'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.assignedTo).toEqual(['Unknown role: ghost']);
    expect(db.permissions[0].name).toBe('Management');
  });

  it('deletes a permission, so its roles lose what it granted', async () => {
    const chat = { action: 'create', subject: 'Chat' };
    const communication = db.permissions.find((p) => p.name === 'Client Communication')!;
    expect(effectiveRules('maintainer')).toContainEqual(chat);
    const { status, body } = await call('DELETE', `/${communication.id}`);
    expect(status).toBe(204);
    expect(body).toBeNull();
    expect(db.permissions.some((p) => p.id === communication.id)).toBe(false);
    expect(effectiveRules('maintainer')).not.toContainEqual(chat);
    expect((await call('DELETE', `/${communication.id}`)).status).toBe(404);
  });

  it('answers 403 to the client for every change, changing nothing', async () => {
    for (const [method, path, body] of [
      ['POST', '', SUPPORT_DESK],
      ['PUT', '/1', SUPPORT_DESK],
      ['DELETE', '/1'],
    ] as const) {
      expect((await call(method, path, body, client)).status).toBe(403);
    }
    expect(db.permissions).toHaveLength(9);
    expect(db.permissions[0].name).toBe('Management');
  });
});
