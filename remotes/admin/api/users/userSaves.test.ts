import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { admin, call, client, newUser, signIn } from './usersTestKit';

describe('users: create, edit, suspend, plan, password', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('creates a user (201, listed first, never the password) who signs in with the initial password', async () => {
    const res = await call(admin, 'POST', '', { ...newUser, password: 'hopper-2026' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual(
      expect.objectContaining({ id: 53, fullName: 'Grace Hopper', role: 'editor', status: 'pending' }),
    );
    expect(res.body).not.toHaveProperty('password');
    expect((await call(admin, 'GET', '')).body.users[0].id).toBe(53);
    const login = await signIn('grace@navy.test', 'hopper-2026');
    expect(login.status).toBe(200);
    expect(login.body.userData).toEqual(expect.objectContaining({ id: 53, role: 'editor' }));
  });

  it('creates a user without a password, who cannot sign in until one is set', async () => {
    expect((await call(admin, 'POST', '', newUser)).status).toBe(201);
    expect(db.credentials.some((c) => c.userId === 53)).toBe(false);
    expect((await signIn('grace@navy.test', '')).status).toBe(400);
  });

  it('keeps a role as it is stored, and refuses a role that does not exist on the role field', async () => {
    const created = await call(admin, 'POST', '', { ...newUser, role: 'EDITOR' });
    expect(created.body.role).toBe('editor');
    const bad = await call(admin, 'POST', '', {
      ...newUser,
      email: 'x@y.test',
      username: 'xyz',
      role: 'king',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['role']);
    expect(db.users).toHaveLength(53);
  });

  it('refuses a bad body with field errors, and a taken email or username with 409', async () => {
    const bad = await call(admin, 'POST', '', { ...newUser, email: 'nope', password: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect((await call(admin, 'POST', '', '{oops')).status).toBe(400);
    const takenEmail = await call(admin, 'POST', '', { ...newUser, email: 'ADMIN@demo.com' });
    expect(takenEmail.status).toBe(409);
    expect(Object.keys(takenEmail.body.errors)).toEqual(['email']);
    const takenUsername = await call(admin, 'POST', '', { ...newUser, username: 'JohnDoe' });
    expect(takenUsername.status).toBe(409);
    expect(Object.keys(takenUsername.body.errors)).toEqual(['username']);
    expect(db.users).toHaveLength(52);
  });

  it('edits a user with PUT: 200 with it; 400, 404 and 409 change nothing', async () => {
    const edited = await call(admin, 'PUT', '/3', { ...newUser, role: 'maintainer', status: 'active' });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual(
      expect.objectContaining({ id: 3, fullName: 'Grace Hopper', role: 'maintainer', status: 'active' }),
    );
    // Its own email and username are not "taken".
    expect((await call(admin, 'PUT', '/3', { ...newUser, company: 'Navy' })).status).toBe(200);
    expect((await call(admin, 'PUT', '/4', newUser)).status).toBe(409);
    const badRole = await call(admin, 'PUT', '/4', {
      ...newUser,
      email: 'a@b.test',
      username: 'abc',
      role: 'x',
    });
    expect(badRole.status).toBe(400);
    expect(Object.keys(badRole.body.errors)).toEqual(['role']);
    expect((await call(admin, 'PUT', '/999', newUser)).body).toEqual({ message: 'User not found' });
    expect((await call(admin, 'PUT', '/0x4', newUser)).status).toBe(400);
    expect(db.users.find((u) => u.id === 4)!.email).not.toBe(newUser.email);
  });

  it('suspends and activates a user with PATCH: a suspended user cannot sign in', async () => {
    const suspended = await call(admin, 'PATCH', '/52', { status: 'inactive' });
    expect(suspended).toEqual({ status: 200, body: expect.objectContaining({ id: 52, status: 'inactive' }) });
    expect((await signIn('client@demo.com', 'client')).status).toBe(400);
    expect((await call(admin, 'PATCH', '/52', { status: 'active' })).body.status).toBe('active');
    expect((await signIn('client@demo.com', 'client')).status).toBe(200);
  });

  it('changes the plan with PATCH; refuses nothing to change, a bad value, self-suspension, unknown ids', async () => {
    expect((await call(admin, 'PATCH', '/3', { currentPlan: 'enterprise' })).body.currentPlan).toBe(
      'enterprise',
    );
    expect((await call(admin, 'PATCH', '/3', {})).status).toBe(400);
    const bad = await call(admin, 'PATCH', '/3', { currentPlan: 'gold' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.currentPlan).toBeDefined();
    const self = await call(admin, 'PATCH', '/51', { status: 'inactive' });
    expect(self.status).toBe(400);
    expect(self.body.errors.status).toBeDefined();
    expect(db.users.find((u) => u.id === 51)!.status).toBe('active');
    expect((await call(admin, 'PATCH', '/999', { status: 'active' })).status).toBe(404);
  });

  it("sets a user's password (204): they sign in with it, not with the old one", async () => {
    const body = { password: 'n3w-secret', confirmPassword: 'n3w-secret' };
    expect(await call(admin, 'PUT', '/52/password', body)).toEqual({ status: 204, body: null });
    expect((await signIn('client@demo.com', 'n3w-secret')).status).toBe(200);
    expect((await signIn('client@demo.com', 'client')).status).toBe(400);
    // A user who had none can sign in now.
    const user = db.users.find((u) => u.id === 7)!;
    expect((await call(admin, 'PUT', '/7/password', body)).status).toBe(204);
    expect((await signIn(user.email, 'n3w-secret')).status).toBe(200);
  });

  it("ends the user's sessions when an admin sets their password; the admin's own stays", async () => {
    const before = await signIn('client@demo.com', 'client');
    const token = before.body.accessToken as string;
    const session = () =>
      fetch('http://localhost/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect((await session()).status).toBe(200);
    const body = { password: 'n3w-secret', confirmPassword: 'n3w-secret' };
    expect((await call(admin, 'PUT', '/52/password', body)).status).toBe(204);
    expect((await session()).status).toBe(401);
    expect((await call(admin, 'PUT', '/51/password', body)).status).toBe(204);
    expect((await call(admin, 'GET', '/51')).status).toBe(200);
  });

  it('refuses a short or unconfirmed password and an unknown user', async () => {
    const short = await call(admin, 'PUT', '/52/password', { password: 'short', confirmPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toBeDefined();
    const mismatch = await call(admin, 'PUT', '/52/password', {
      password: 'long-enough',
      confirmPassword: 'long-enougH',
    });
    expect(mismatch.body.errors.confirmPassword).toBeDefined();
    const body = { password: 'long-enough', confirmPassword: 'long-enough' };
    expect((await call(admin, 'PUT', '/999/password', body)).status).toBe(404);
    expect((await signIn('client@demo.com', 'client')).status).toBe(200);
  });

  it('answers 403 to the client for every change, and changes nothing', async () => {
    const before = structuredClone(db.users);
    expect((await call(client, 'POST', '', { ...newUser, password: 'hopper-2026' })).status).toBe(403);
    expect((await call(client, 'PUT', '/3', newUser)).status).toBe(403);
    expect((await call(client, 'PATCH', '/3', { status: 'inactive' })).status).toBe(403);
    const password = { password: 'long-enough', confirmPassword: 'long-enough' };
    expect((await call(client, 'PUT', '/3/password', password)).status).toBe(403);
    expect(db.users).toEqual(before);
  });
});
