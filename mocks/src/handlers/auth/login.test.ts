import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { setMockClock } from '../../lib/clock';
import { AUTH_LIMITS, count, throttleKey } from '../../lib/throttle';
import { sha256Hex } from '../../lib/tokens';

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

describe('sign-in throttling', () => {
  let now = 0;
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  const from = (ip: string, body: unknown) =>
    fetch('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-atrium-client-ip': ip },
      body: JSON.stringify(body),
    });

  /** Failures counted already (as earlier failed sign-ins would have: each costs a hash check). */
  const failedBefore = (of: 'account' | 'address', who: string, times: number) => {
    const limit = of === 'account' ? AUTH_LIMITS.signInPerAccount : AUTH_LIMITS.signInPerAddress;
    for (let i = 0; i < times; i++) count([[throttleKey('signIn', of, who), limit]]);
  };

  it('after 10 failures on an account, even the right password gets 429 with Retry-After, unchecked', async () => {
    const { max, windowMs } = AUTH_LIMITS.signInPerAccount;
    // Guesses from other addresses count against the account too.
    for (const ip of ['203.0.113.1', '203.0.113.2'])
      expect((await from(ip, { email: 'admin@demo.com', password: 'guess' })).status).toBe(400);
    failedBefore('account', 'admin@demo.com', max - 3);
    expect((await post({ email: 'admin@demo.com', password: 'guess' })).status).toBe(400);
    const blocked = await post({ email: 'ADMIN@demo.com', password: 'admin' });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe(String(windowMs / 1000));
    expect((await blocked.json()).message).toEqual(expect.any(String));
    expect(db.sessions).toEqual([]);
    // The client is not held back on another account, and the account is free again after the window.
    expect((await post({ email: 'client@demo.com', password: 'client' })).status).toBe(200);
    now += windowMs;
    expect((await post({ email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
  });

  it('an unknown address is throttled like a known one (the limit tells nothing)', async () => {
    failedBefore('account', 'nobody@demo.com', AUTH_LIMITS.signInPerAccount.max - 1);
    expect((await post({ email: 'nobody@demo.com', password: 'x' })).status).toBe(400);
    expect((await post({ email: 'nobody@demo.com', password: 'x' })).status).toBe(429);
  });

  it("a success clears the account's failures", async () => {
    failedBefore('account', 'admin@demo.com', AUTH_LIMITS.signInPerAccount.max - 1);
    expect((await post({ email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
    failedBefore('account', 'admin@demo.com', AUTH_LIMITS.signInPerAccount.max - 1);
    expect((await post({ email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
  });

  it('after 100 failures from one client address, its sign-ins get 429; another address is not held back', async () => {
    failedBefore('address', '198.51.100.7', AUTH_LIMITS.signInPerAddress.max - 1);
    expect((await from('198.51.100.7', { email: 'someone@demo.com', password: 'guess' })).status).toBe(400);
    const blocked = await from('198.51.100.7', { email: 'admin@demo.com', password: 'admin' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await from('198.51.100.8', { email: 'admin@demo.com', password: 'admin' })).status).toBe(200);
  });
});

describe('stored credentials', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('are hashes: no password, and no session token, is kept as it is', async () => {
    const { accessToken } = await (await post({ email: 'admin@demo.com', password: 'admin' })).json();
    const stored = JSON.stringify({ credentials: db.credentials, sessions: db.sessions });
    expect(stored).not.toMatch(/"(admin|client)"/);
    expect(stored).not.toContain(accessToken);
    expect(db.credentials.every((c) => /^scrypt\$/.test(c.passwordHash))).toBe(true);
    expect(db.sessions).toEqual([expect.objectContaining({ tokenHash: sha256Hex(accessToken), userId: 51 })]);
  });
});
