import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { setMockClock } from '../../lib/clock';

const call = (path: string, body: unknown) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const forgot = async (email: string) =>
  (await (await call('forgot-password', { email })).json()) as { message: string; resetToken: string };

const signsIn = async (email: string, password: string) =>
  (await call('login', { email, password })).status === 200;

describe('password reset with the token forgot-password issues', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('answers the same shape for known and unknown emails, with a random token either way', async () => {
    const known = await forgot('client@demo.com');
    const unknown = await forgot('nobody@demo.com');
    expect(Object.keys(known).sort()).toEqual(['message', 'resetToken']);
    expect(Object.keys(unknown).sort()).toEqual(['message', 'resetToken']);
    expect(known.resetToken).toMatch(/^[0-9a-f]{64}$/);
    expect(unknown.resetToken).toMatch(/^[0-9a-f]{64}$/);
    // The unknown email's token was never stored: it resets nothing.
    const res = await call('reset-password', { token: unknown.resetToken, password: 'whatever-1' });
    expect(res.status).toBe(400);
  });

  it('sets the new password with the right token; only the new one signs in', async () => {
    const { resetToken } = await forgot('client@demo.com');
    const res = await call('reset-password', { token: resetToken, password: 'new-secret-1' });
    expect(res.status).toBe(200);
    expect(await signsIn('client@demo.com', 'client')).toBe(false);
    expect(await signsIn('client@demo.com', 'new-secret-1')).toBe(true);
  });

  it.each([
    ['missing', { password: 'new-secret-1' }],
    ['empty', { token: '', password: 'new-secret-1' }],
    ['not a string', { token: 42, password: 'new-secret-1' }],
    ['unknown', { token: 'f'.repeat(64), password: 'new-secret-1' }],
    ['malformed', { token: '../../etc', password: 'new-secret-1' }],
    ['huge', { token: 'a'.repeat(100_000), password: 'new-secret-1' }],
  ])('refuses a %s token with 400 errors.token, changing nothing', async (_what, body) => {
    const before = JSON.stringify(db.credentials);
    const res = await call('reset-password', { email: 'client@demo.com', ...body });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.token).toEqual([expect.any(String)]);
    expect(JSON.stringify(db.credentials)).toBe(before);
  });

  it('refuses an email alone: the old call (email + password) no longer resets anything', async () => {
    const res = await call('reset-password', { email: 'client@demo.com', password: 'new-secret-1' });
    expect(res.status).toBe(400);
    expect(await signsIn('client@demo.com', 'client')).toBe(true);
  });

  it('refuses a token for another account than the email given', async () => {
    const { resetToken } = await forgot('client@demo.com');
    const res = await call('reset-password', {
      email: 'admin@demo.com',
      token: resetToken,
      password: 'new-secret-1',
    });
    expect(res.status).toBe(400);
    expect(await signsIn('admin@demo.com', 'admin')).toBe(true);
  });

  it('refuses a token after 30 minutes', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
    const { resetToken } = await forgot('client@demo.com');
    now += 30 * 60 * 1000;
    const res = await call('reset-password', { token: resetToken, password: 'new-secret-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.token).toBeDefined();
    expect(await signsIn('client@demo.com', 'client')).toBe(true);
  });

  it('accepts a token just before it expires', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
    const { resetToken } = await forgot('client@demo.com');
    now += 30 * 60 * 1000 - 1;
    expect((await call('reset-password', { token: resetToken, password: 'new-secret-1' })).status).toBe(200);
  });

  it('refuses a token the second time (single use)', async () => {
    const { resetToken } = await forgot('client@demo.com');
    expect((await call('reset-password', { token: resetToken, password: 'first-secret' })).status).toBe(200);
    const again = await call('reset-password', { token: resetToken, password: 'second-secret' });
    expect(again.status).toBe(400);
    expect((await again.json()).errors.token).toBeDefined();
    expect(await signsIn('client@demo.com', 'first-secret')).toBe(true);
  });

  it('keeps the password rules: a short or huge password is refused and the token stays usable', async () => {
    const { resetToken } = await forgot('client@demo.com');
    expect((await call('reset-password', { token: resetToken, password: 'short' })).status).toBe(400);
    expect((await call('reset-password', { token: resetToken, password: 'x'.repeat(129) })).status).toBe(400);
    expect((await call('reset-password', { token: resetToken, password: 'long-enough' })).status).toBe(200);
  });
});
