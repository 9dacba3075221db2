import { server, listenUntilReady } from '../../node';
import { resetMockDb } from '../../db';

const post = (body: unknown) =>
  fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('POST /api/auth/login', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('logs the admin in without leaking the password', async () => {
    const res = await post({ email: 'admin@demo.com', password: 'admin' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.userAbilityRules).toEqual([{ action: 'manage', subject: 'all' }]);
    // Random, never derived from the account (it used to embed the id).
    expect(body.accessToken).toMatch(/^[0-9a-f]{64}$/);
    expect(body.accessToken).not.toBe(
      (await (await post({ email: 'admin@demo.com', password: 'admin' })).json()).accessToken,
    );
    expect(body.userData).toMatchObject({ email: 'admin@demo.com', role: 'admin' });
    expect(body.userData.password).toBeUndefined();
    expect(body.userData.abilityRules).toBeUndefined();
  });

  it('gives the client read on AclDemo only', async () => {
    const body = await (await post({ email: 'client@demo.com', password: 'client' })).json();
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect(body.userData.role).toBe('client');
  });

  it.each([
    [{ email: 'admin@demo.com', password: 'nope' }],
    [{ email: 'nobody@demo.com', password: 'admin' }],
    [{ email: 'admin@demo.com' }],
    [{ email: 42, password: 'admin' }],
    ['{not json'],
  ])('answers 400 errors.email for %j', async (body) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { email: ['Invalid email or password'] } });
  });
});

describe('registration and password reset', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const call = (path: string, body: unknown) =>
    fetch(`http://localhost/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('registers a user account that can then log in', async () => {
    const res = await call('register', {
      username: 'ada',
      email: 'ada@demo.com',
      password: 'analytical',
      terms: true,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.userData).toEqual(expect.objectContaining({ username: 'ada', role: 'client' }));
    expect(body.userData.password).toBeUndefined();
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    expect((await post({ email: 'ada@demo.com', password: 'analytical' })).status).toBe(200);
  });

  it('refuses taken emails, short passwords and unaccepted terms, at the field', async () => {
    const taken = await call('register', {
      username: 'other',
      email: 'admin@demo.com',
      password: 'longenough',
      terms: true,
    });
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors.email).toEqual(['This email is already registered']);
    const bad = await call('register', {
      username: 'x',
      email: 'x@demo.com',
      password: 'short',
      terms: false,
    });
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['password', 'terms', 'username']);
    expect((await call('register', '{oops')).status).toBe(400);
  });

  it('answers a forgot-password request the same way whether or not the email exists', async () => {
    const known = await call('forgot-password', { email: 'admin@demo.com' });
    const unknown = await call('forgot-password', { email: 'nobody@demo.com' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect((await call('forgot-password', { email: 'not-an-email' })).status).toBe(400);
  });

  it('resets a password so that only the new one works', async () => {
    const { resetToken } = await (await call('forgot-password', { email: 'client@demo.com' })).json();
    expect(
      (
        await call('reset-password', {
          email: 'client@demo.com',
          token: resetToken,
          password: 'new-secret-1',
        })
      ).status,
    ).toBe(200);
    expect((await post({ email: 'client@demo.com', password: 'client' })).status).toBe(400);
    expect((await post({ email: 'client@demo.com', password: 'new-secret-1' })).status).toBe(200);
  });
});
