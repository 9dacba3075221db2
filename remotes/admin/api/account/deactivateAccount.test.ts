import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { signedInUser, TEST_USER_PASSWORD } from '@atrium/mocks/testing/signedInUser';

// Deactivating one's own account: confirmed by the password, every session ends, sign-in is refused
// until an admin activates the account again.
const call = apiCaller('http://localhost/api', authFetch('admin'));
const login = (email: string, password = TEST_USER_PASSWORD) =>
  call('POST', '/auth/login', { email, password }, fetch);

describe('POST /api/account/deactivate', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('makes the account inactive, ends its sessions and refuses its sign-in; an admin brings it back', async () => {
    const { as, user } = await signedInUser();
    const done = await call('POST', '/account/deactivate', { password: TEST_USER_PASSWORD }, as);
    expect(done.status).toBe(200);
    expect(db.users.find((u) => u.id === user.id)?.status).toBe('inactive');
    expect((await call('GET', '/account/settings', undefined, as)).status).toBe(401);
    const refused = await login(user.email);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('This account is suspended');

    expect((await call('PATCH', `/apps/users/${user.id}`, { status: 'active' })).status).toBe(200);
    expect((await login(user.email)).status).toBe(200);
  });

  it('refuses a wrong password (400 at the field) and changes nothing', async () => {
    const { as, user } = await signedInUser();
    const wrong = await call('POST', '/account/deactivate', { password: 'not-mine-at-all' }, as);
    expect(wrong.status).toBe(400);
    expect((wrong.body as { errors: Record<string, string[]> }).errors.password).toEqual([
      'The password is not right',
    ]);
    expect((await call('POST', '/account/deactivate', {}, as)).status).toBe(400);
    expect(db.users.find((u) => u.id === user.id)?.status).toBe('active');
    expect((await call('GET', '/account/settings', undefined, as)).status).toBe(200);
  });

  it('refuses the last active user who can manage everything (409)', async () => {
    for (const u of db.users) if (u.id !== DEMO_ADMIN_ID && u.role === 'admin') u.status = 'inactive';
    const last = await call('POST', '/account/deactivate', { password: 'admin' });
    expect(last.status).toBe(409);
    expect(db.users.find((u) => u.id === DEMO_ADMIN_ID)?.status).toBe('active');
  });

  it('answers 401 without a session', async () => {
    expect((await call('POST', '/account/deactivate', { password: 'x' }, fetch)).status).toBe(401);
  });
});
