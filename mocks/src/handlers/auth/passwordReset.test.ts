import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { setMockClock } from '../../lib/clock';
import { setMailTransport, type MailMessage } from '../../lib/mail';
import { AUTH_LIMITS } from '../../lib/throttle';
import { sha256Hex } from '../../lib/tokens';
import { withBearer } from '../../testing/authFetch';
import { mailedResetToken, mailsTo } from '../../testing/outbox';

const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const forgot = (email: string, headers?: Record<string, string>) =>
  call('forgot-password', { email }, headers);

/** Asks for a reset link and reads its token from the mail, as the account's owner would. */
const mailedToken = async (email: string) => {
  expect((await forgot(email)).status).toBe(200);
  const token = await mailedResetToken(email);
  if (!token) throw new Error(`no reset mail to ${email}`);
  return token;
};

const signIn = (email: string, password: string) => call('login', { email, password });
const signsIn = async (email: string, password: string) => (await signIn(email, password)).status === 200;

describe('password reset with the token forgot-password mails', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterEach(() => {
    setMockClock(null);
    setMailTransport(null);
  });
  afterAll(() => server.close());

  it('never answers the token: the answer is the same message for known and unknown emails', async () => {
    const known = await forgot('client@demo.com');
    const unknown = await forgot('nobody@demo.com');
    const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(Object.keys(knownBody)).toEqual(['message']);
    expect(Object.keys(unknownBody)).toEqual(['message']);
    expect(JSON.stringify(knownBody)).not.toMatch(/[0-9a-f]{64}/);
    // The token went to the account's mailbox only; the unknown address got nothing.
    expect(await mailedResetToken('client@demo.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(await mailsTo('nobody@demo.com')).toEqual([]);
  });

  it('mails a link to the reset page with the token, through the replaceable mail port', async () => {
    const sent: MailMessage[] = [];
    setMailTransport((message) => void sent.push(message));
    await forgot('client@demo.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'client@demo.com', subject: 'Reset your Atrium password' });
    const link = new URL(/https?:\/\/\S+/.exec(sent[0].text)![0]);
    expect(link.pathname).toBe('/new-password');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{64}$/);
    // Sent elsewhere, so not in the development outbox.
    expect(await mailsTo('client@demo.com')).toEqual([]);
  });

  it('keeps only the hash of a reset token', async () => {
    const token = await mailedToken('client@demo.com');
    expect(JSON.stringify(db)).not.toContain(`"${token}"`);
    expect(db.resetTokens).toEqual([expect.objectContaining({ tokenHash: sha256Hex(token), userId: 52 })]);
  });

  it('sets the new password with the mailed token; only the new one signs in', async () => {
    const token = await mailedToken('client@demo.com');
    const res = await call('reset-password', { token, password: 'new-secret-1' });
    expect(res.status).toBe(200);
    expect(await signsIn('client@demo.com', 'client')).toBe(false);
    expect(await signsIn('client@demo.com', 'new-secret-1')).toBe(true);
  });

  it('a new request makes the earlier link stop working', async () => {
    const first = await mailedToken('client@demo.com');
    const second = await mailedToken('client@demo.com');
    const stale = await call('reset-password', { token: first, password: 'new-secret-1' });
    expect(stale.status).toBe(400);
    expect(await signsIn('client@demo.com', 'client')).toBe(true);
    expect((await call('reset-password', { token: second, password: 'new-secret-1' })).status).toBe(200);
  });

  it('signs out every session of the account', async () => {
    const { accessToken } = await (await signIn('client@demo.com', 'client')).json();
    const session = () => fetch('http://localhost/api/auth/session', { headers: withBearer(accessToken) });
    expect((await session()).status).toBe(200);
    const token = await mailedToken('client@demo.com');
    expect((await call('reset-password', { token, password: 'new-secret-1' })).status).toBe(200);
    expect((await session()).status).toBe(401);
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

  it('refuses the hash of a token (what a copy of the data would show) as a token', async () => {
    await mailedToken('client@demo.com');
    const stolen = db.resetTokens[0].tokenHash;
    expect((await call('reset-password', { token: stolen, password: 'new-secret-1' })).status).toBe(400);
    expect(await signsIn('client@demo.com', 'client')).toBe(true);
  });

  it('refuses an email alone: the old call (email + password) no longer resets anything', async () => {
    const res = await call('reset-password', { email: 'client@demo.com', password: 'new-secret-1' });
    expect(res.status).toBe(400);
    expect(await signsIn('client@demo.com', 'client')).toBe(true);
  });

  it('refuses a token for another account than the email given', async () => {
    const token = await mailedToken('client@demo.com');
    const res = await call('reset-password', { email: 'admin@demo.com', token, password: 'new-secret-1' });
    expect(res.status).toBe(400);
    expect(await signsIn('admin@demo.com', 'admin')).toBe(true);
  });

  it('refuses a token after 30 minutes, and accepts one just before', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
    const late = await mailedToken('client@demo.com');
    now += 30 * 60 * 1000;
    const res = await call('reset-password', { token: late, password: 'new-secret-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.token).toBeDefined();
    expect(await signsIn('client@demo.com', 'client')).toBe(true);

    const inTime = await mailedToken('client@demo.com');
    now += 30 * 60 * 1000 - 1;
    expect((await call('reset-password', { token: inTime, password: 'new-secret-1' })).status).toBe(200);
  });

  it('refuses a token the second time (single use)', async () => {
    const token = await mailedToken('client@demo.com');
    expect((await call('reset-password', { token, password: 'first-secret' })).status).toBe(200);
    const again = await call('reset-password', { token, password: 'second-secret' });
    expect(again.status).toBe(400);
    expect((await again.json()).errors.token).toBeDefined();
    expect(await signsIn('client@demo.com', 'first-secret')).toBe(true);
  });

  it('keeps the password rules: a short or huge password is refused and the token stays usable', async () => {
    const token = await mailedToken('client@demo.com');
    expect((await call('reset-password', { token, password: 'short' })).status).toBe(400);
    expect((await call('reset-password', { token, password: 'x'.repeat(129) })).status).toBe(400);
    expect((await call('reset-password', { token, password: 'long-enough' })).status).toBe(200);
  });

  it('limits reset requests per account: over the limit 429 with Retry-After, and nothing is mailed', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
    const { max, windowMs } = AUTH_LIMITS.resetRequestPerAccount;
    for (let i = 0; i < max; i++) expect((await forgot('client@demo.com')).status).toBe(200);
    const mailed = (await mailsTo('client@demo.com')).length;
    const tokens = JSON.stringify(db.resetTokens);
    // Whatever the address says it comes from, and for an unknown email alike (it reveals nothing).
    const over = await forgot('CLIENT@demo.com', { 'x-atrium-client-ip': '203.0.113.9' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBe(windowMs / 1000);
    expect(await over.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    expect(await mailsTo('client@demo.com')).toHaveLength(mailed);
    expect(JSON.stringify(db.resetTokens)).toBe(tokens);
    for (let i = 0; i < max; i++) await forgot('nobody@demo.com');
    expect((await forgot('nobody@demo.com')).status).toBe(429);

    now += windowMs;
    expect((await forgot('client@demo.com')).status).toBe(200);
  });

  it('limits reset requests per client address, whatever the accounts', async () => {
    setMockClock(() => Date.parse('2026-03-01T08:00:00Z'));
    const from = { 'x-atrium-client-ip': '198.51.100.7' };
    for (let i = 0; i < AUTH_LIMITS.resetRequestPerAddress.max; i++)
      expect((await forgot(`someone-${i}@demo.com`, from)).status).toBe(200);
    expect((await forgot('client@demo.com', from)).status).toBe(429);
    expect(await mailsTo('client@demo.com')).toEqual([]);
    // Another address is not held back.
    expect((await forgot('client@demo.com')).status).toBe(200);
  });
});
