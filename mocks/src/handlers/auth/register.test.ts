import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { setMockClock } from '../../lib/clock';
import { AUTH_LIMITS } from '../../lib/throttle';
import { mailedConfirmationToken, mailsTo } from '../../testing/outbox';
import { REGISTRATION_TTL_MS } from './registrations';

const post = (path: string, body: unknown) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const account = { username: 'ada', email: 'ada@demo.com', password: 'analytical', terms: true };
const signsIn = async (email: string, password: string) =>
  (await post('login', { email, password })).status === 200;

/** Follows the link the sign-up mailed, as the address's owner would. */
async function confirm(email: string) {
  const token = await mailedConfirmationToken(email);
  if (!token) throw new Error(`no confirmation mail to ${email}`);
  return post('verify-email', { token });
}

describe('POST /api/auth/register and /api/auth/verify-email', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('mails a confirmation link; following it creates a client on the basic plan, who can then sign in', async () => {
    const res = await post('register', account);
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body).toEqual({ message: expect.stringContaining('ada@demo.com') });
    // No account, no session, until the address is confirmed.
    expect(db.users.some((u) => u.email === 'ada@demo.com')).toBe(false);
    expect(await signsIn('ada@demo.com', 'analytical')).toBe(false);

    const confirmed = await confirm('ada@demo.com');
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      message: expect.any(String),
      email: 'ada@demo.com',
      confirmed: 'signUp',
    });
    expect(db.users.find((u) => u.email === 'ada@demo.com')).toMatchObject({
      username: 'ada',
      fullName: 'ada',
      role: 'client',
      currentPlan: 'basic',
      status: 'active',
    });
    const signedIn = await post('login', { email: 'ada@demo.com', password: 'analytical' });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).userAbilityRules).toEqual([{ action: 'read', subject: 'AclDemo' }]);
    // The link works once.
    const token = await mailedConfirmationToken('ada@demo.com');
    expect((await post('verify-email', { token })).status).toBe(400);
  });

  it('answers a taken email exactly like a new one, creates nothing, and mails the owner instead', async () => {
    const adminBefore = JSON.stringify(db.users.find((u) => u.email === 'admin@demo.com'));
    const credentialsBefore = JSON.stringify(db.credentials);
    const taken = await post('register', { ...account, username: 'intruder', email: 'ADMIN@demo.com' });
    const fresh = await post('register', { ...account, username: 'newbie', email: 'newbie@demo.com' });
    expect(taken.status).toBe(fresh.status);
    const [takenBody, freshBody] = [await taken.json(), await fresh.json()];
    expect(Object.keys(takenBody)).toEqual(Object.keys(freshBody));
    expect(takenBody.message.replace(/\S+@\S+/, '…')).toBe(freshBody.message.replace(/\S+@\S+/, '…'));
    // Nothing changed for the account, and the intruder's password does not sign in.
    expect(JSON.stringify(db.users.find((u) => u.email === 'admin@demo.com'))).toBe(adminBefore);
    expect(JSON.stringify(db.credentials)).toBe(credentialsBefore);
    expect(await signsIn('admin@demo.com', account.password)).toBe(false);
    expect(await signsIn('admin@demo.com', 'admin')).toBe(true);
    // The owner learns someone tried; no link in it creates anything.
    const [notice] = await mailsTo('admin@demo.com');
    expect(notice.subject).toMatch(/someone tried to sign up/i);
    expect(await mailedConfirmationToken('admin@demo.com')).toBeUndefined();
  });

  it('keeps only the hash of the password and of the link token while the sign-up waits', async () => {
    await post('register', account);
    const token = await mailedConfirmationToken('ada@demo.com');
    const stored = JSON.stringify(db.registrations);
    expect(stored).not.toContain('analytical');
    expect(stored).not.toContain(token);
  });

  it('refuses a link of an address that got an account meanwhile, and a username taken meanwhile', async () => {
    await post('register', account);
    await post('register', { ...account, username: 'other' });
    const [first, second] = (await mailsTo('ada@demo.com')).map((m) =>
      new URL(/https?:\/\/\S+/.exec(m.text)![0]).searchParams.get('verify')!,
    );
    expect((await post('verify-email', { token: first })).status).toBe(200);
    // The address's other sign-ups are gone with it.
    const again = await post('verify-email', { token: second });
    expect(again.status).toBe(400);
    expect((await again.json()).errors.token).toEqual([expect.any(String)]);
    expect(db.users.filter((u) => u.email === 'ada@demo.com')).toHaveLength(1);

    await post('register', { ...account, email: 'grace@demo.com', username: 'grace' });
    db.users.push({ ...db.users[0], id: 9998, username: 'hopper', email: 'Grace@demo.com' });
    const meanwhile = await confirm('grace@demo.com');
    expect((await meanwhile.json()).errors.token).toEqual([expect.stringMatching(/already has an account/)]);
    expect(db.users.filter((u) => u.email.toLowerCase() === 'grace@demo.com')).toHaveLength(1);

    await post('register', { ...account, email: 'ada2@demo.com', username: 'ada-two' });
    db.users.push({ ...db.users[0], id: 9999, username: 'ADA-TWO', email: 'someone@demo.com' });
    const late = await confirm('ada2@demo.com');
    expect(late.status).toBe(400);
    expect((await late.json()).errors.token[0]).toMatch(/username ada-two was taken/);
    expect(db.users.some((u) => u.email === 'ada2@demo.com')).toBe(false);
  });

  it('refuses a link after 24 hours, and malformed or unknown tokens', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
    await post('register', account);
    now += REGISTRATION_TTL_MS;
    expect((await confirm('ada@demo.com')).status).toBe(400);
    for (const token of ['', 'f'.repeat(64), '../x', 42]) {
      const res = await post('verify-email', { token });
      expect(res.status).toBe(400);
    }
    expect(db.users.some((u) => u.email === 'ada@demo.com')).toBe(false);
  });

  it("keeps the multi-step sign-up's details: name, mobile, country and plan", async () => {
    const res = await post('register', {
      ...account,
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobile: '+44 20 7946 0000',
      address: '12 St James’s Square',
      country: 'United Kingdom',
      plan: 'team',
    });
    expect(res.status).toBe(202);
    expect((await confirm('ada@demo.com')).status).toBe(200);
    expect(db.users.find((u) => u.email === 'ada@demo.com')).toMatchObject({
      fullName: 'Ada Lovelace',
      contact: '+44 20 7946 0000',
      country: 'United Kingdom',
      currentPlan: 'team',
    });
  });

  it('says a taken username at the field (usernames are public), and refuses bad input', async () => {
    const taken = await post('register', { ...account, username: db.users[0].username.toUpperCase() });
    expect(taken.status).toBe(400);
    expect((await taken.json()).errors).toEqual({ username: ['This username is taken'] });
    const phone = await post('register', { ...account, mobile: 'call me' });
    expect((await phone.json()).errors.mobile).toEqual(['Enter a valid phone number']);
    const plan = await post('register', { ...account, plan: 'platinum' });
    expect((await plan.json()).errors.plan).toEqual(['Choose a plan']);
    const bad = await post('register', {
      username: 'x',
      email: 'x@demo.com',
      password: 'short',
      terms: false,
    });
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['password', 'terms', 'username']);
    expect((await post('register', '{oops')).status).toBe(400);
    expect(db.registrations).toEqual([]);
  });

  it('limits sign-ups per address typed: 429 with Retry-After, and nothing is mailed', async () => {
    setMockClock(() => Date.parse('2026-03-01T08:00:00Z'));
    const { max, windowMs } = AUTH_LIMITS.registerPerAccount;
    for (let i = 0; i < max; i++) await post('register', { ...account, email: 'admin@demo.com' });
    const over = await post('register', { ...account, email: 'admin@demo.com' });
    expect(over.status).toBe(429);
    expect(over.headers.get('Retry-After')).toBe(String(windowMs / 1000));
    expect(await mailsTo('admin@demo.com')).toHaveLength(max);
  });
});
