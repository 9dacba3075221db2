import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { authFetch } from '../../testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/users';
const get = async (path = '') => {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: await res.json() };
};
const send = (method: string, path: string, body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });

const newUser = {
  fullName: 'Grace Hopper',
  username: 'ghopper',
  email: 'grace@navy.test',
  company: 'US Navy',
  country: 'United States',
  contact: '+1 555 0100',
  role: 'editor',
  currentPlan: 'team',
};

describe('users', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists 50 users newest first with page counts', async () => {
    const { body } = await get('?itemsPerPage=20&page=3');
    expect(body).toEqual(expect.objectContaining({ totalUsers: 50, totalPages: 3, page: 3 }));
    expect(body.users).toHaveLength(10);
    expect((await get()).body.users[0].id).toBe(50);
  });

  it('filters role, plan and status exactly and searches literally', async () => {
    const { body } = await get('?role=editor&plan=team&status=active&itemsPerPage=-1');
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
    const roles1 = (await get('?sortBy=role&orderBy=asc&itemsPerPage=-1')).body.users.map(
      (u: { id: number }) => u.id,
    );
    const roles2 = (await get('?sortBy=role&orderBy=asc&itemsPerPage=-1')).body.users.map(
      (u: { id: number }) => u.id,
    );
    expect(roles1).toEqual(roles2);
  });

  it('reads a user with detail fields; 404 "User not found"', async () => {
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
  });

  it('deletes a user; an unknown id answers 404 text "User not found"', async () => {
    expect((await send('DELETE', '/3')).status).toBe(204);
    expect((await get()).body.totalUsers).toBe(49);
    const res = await send('DELETE', '/3');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('User not found');
  });

  it('creates a user (201 with body), edits it, rejects bad input and duplicates', async () => {
    const res = await send('POST', '', newUser);
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toEqual(expect.objectContaining({ id: 51, fullName: 'Grace Hopper', status: 'pending' }));
    expect((await get()).body.users[0].id).toBe(51);

    const edited = await send('PUT', '/51', { ...newUser, status: 'active' });
    expect((await edited.json()).status).toBe('active');

    expect((await send('POST', '', newUser)).status).toBe(409);
    const bad = await send('POST', '', { ...newUser, email: 'nope', role: 'king' });
    expect(bad.status).toBe(400);
    const badBody = await bad.json();
    expect(Object.keys(badBody.errors)).toEqual(expect.arrayContaining(['email', 'role']));
    expect((await send('POST', '', '')).status).toBe(400);
    expect((await get()).body.totalUsers).toBe(51);
  });
});
