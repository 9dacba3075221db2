import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { admin, call, client } from './usersTestKit';

const get = (path = '') => call(admin, 'GET', path);

describe('users: list, read, delete, stats', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the 50 sample users and the two demo users, newest first, with page counts', async () => {
    const { body } = await get('?itemsPerPage=20&page=3');
    expect(body).toEqual(expect.objectContaining({ totalUsers: 52, totalPages: 3, page: 3 }));
    expect(body.users).toHaveLength(12);
    expect((await get()).body.users.map((u: { id: number }) => u.id).slice(0, 3)).toEqual([52, 51, 50]);
  });

  it('filters role, plan and status exactly and searches literally', async () => {
    const { body } = await get('?role=editor&plan=team&status=active&itemsPerPage=-1');
    expect(body.users.length).toBeGreaterThan(0);
    expect(
      body.users.every(
        (u: { role: string; currentPlan: string; status: string }) =>
          u.role === 'editor' && u.currentPlan === 'team' && u.status === 'active',
      ),
    ).toBe(true);
    const someone = db.users[7];
    const found = (await get(`?q=${encodeURIComponent(someone.email.toUpperCase())}`)).body;
    expect(found.users.map((u: { id: number }) => u.id)).toContain(someone.id);
    expect((await get('?q=(')).body.totalUsers).toBe(0);
  });

  it('sorts by name with a stable order for ties', async () => {
    const names = (await get('?sortBy=user&orderBy=asc&itemsPerPage=-1')).body.users.map(
      (u: { fullName: string }) => u.fullName,
    );
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const ids = async () =>
      (await get('?sortBy=role&orderBy=asc&itemsPerPage=-1')).body.users.map((u: { id: number }) => u.id);
    expect(await ids()).toEqual(await ids());
  });

  it('reads a user with detail fields; 404 "User not found"; 400 for a malformed id', async () => {
    const { body } = await get('/3');
    expect(body).toEqual(
      expect.objectContaining({
        id: 3,
        taskDone: expect.any(Number),
        projectDone: expect.any(Number),
        taxId: expect.any(String),
        language: expect.any(String),
      }),
    );
    expect(await get('/999')).toEqual({ status: 404, body: { message: 'User not found' } });
    expect((await get('/03')).status).toBe(400);
  });

  it('deletes a user with their password and settings; an unknown id answers 404 text "User not found"', async () => {
    await call(admin, 'GET', '/52/settings');
    expect(db.accountSettings['52']).toBeDefined();
    expect((await call(admin, 'DELETE', '/52')).status).toBe(204);
    expect((await get()).body.totalUsers).toBe(51);
    expect(db.credentials.some((c) => c.userId === 52)).toBe(false);
    expect(db.accountSettings['52']).toBeUndefined();
    expect(await call(admin, 'DELETE', '/52')).toEqual({ status: 404, body: 'User not found' });
  });

  it('counts every user for the list cards: total, paid (not basic), active, pending', async () => {
    const count = (keep: (u: (typeof db.users)[number]) => boolean) => db.users.filter(keep).length;
    const expected = {
      total: 52,
      paid: count((u) => u.currentPlan !== 'basic'),
      active: count((u) => u.status === 'active'),
      pending: count((u) => u.status === 'pending'),
    };
    expect(await get('/stats')).toEqual({ status: 200, body: expected });
    db.users[0].status = 'active';
    db.users[0].currentPlan = 'basic';
    const after = (await get('/stats')).body;
    expect(after.total).toBe(52);
    expect(after.active).toBe(count((u) => u.status === 'active'));
    expect(after.paid).toBe(count((u) => u.currentPlan !== 'basic'));
  });

  it('answers 403 to a caller who may not read or delete users, and changes nothing', async () => {
    expect((await call(client, 'GET', '')).status).toBe(403);
    expect((await call(client, 'GET', '/3')).status).toBe(403);
    expect((await call(client, 'GET', '/stats')).status).toBe(403);
    expect((await call(client, 'DELETE', '/3')).status).toBe(403);
    expect(db.users).toHaveLength(52);
  });
});
