import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { AUTH_LIMITS, count, throttleKey } from '@atrium/mocks/lib/throttle';

const admin = authFetch('admin');
const client = authFetch('client');
const BASE = 'http://localhost/api/account';

const call = async (f: typeof fetch, path: string, method = 'GET', body?: unknown) => {
  const res = await f(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};

describe('account settings', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it("answers the caller's own settings, from the account's name and email", async () => {
    const { status, body } = await call(admin, '/settings');
    expect(status).toBe(200);
    expect(body.details).toMatchObject({ firstName: 'John', lastName: 'Doe', email: 'admin@demo.com' });
    expect((await call(client, '/settings')).body.details.email).toBe('client@demo.com');
  });

  it('saves a section (trimmed) for that account only; the others stay', async () => {
    const { body: before } = await call(admin, '/settings');
    const details = { ...before.details, firstName: '  Johnny ', phone: '+1 555 0100' };
    const { status, body } = await call(admin, '/settings/details', 'PUT', details);
    expect(status).toBe(200);
    expect(body.details).toMatchObject({ firstName: 'Johnny', phone: '+1 555 0100' });
    expect(body.notifications).toEqual(before.notifications);
    expect((await call(admin, '/settings')).body.details.firstName).toBe('Johnny');
    expect((await call(client, '/settings')).body.details.firstName).toBe('Jane');

    const channels = structuredClone(before.notifications);
    channels.channels.newDevice.app = true;
    channels.timing = 'never';
    expect((await call(admin, '/settings/notifications', 'PUT', channels)).body.notifications).toEqual(
      channels,
    );
    const connections = { ...before.connections, apps: { ...before.connections.apps, slack: true } };
    expect((await call(admin, '/settings/connections', 'PUT', connections)).status).toBe(200);
    expect((await call(admin, '/settings/plan', 'PUT', { plan: 'team' })).body.plan).toEqual({
      plan: 'team',
    });
    expect((await call(admin, '/settings/security', 'PUT', { twoStep: true })).body.security.twoStep).toBe(
      true,
    );
  });

  it('refuses a bad body with field errors (nothing saved) and an unknown section with 404', async () => {
    const { body: before } = await call(admin, '/settings');
    const bad = await call(admin, '/settings/billingAddress', 'PUT', {
      ...before.billingAddress,
      billingEmail: 'nope',
      companyName: 'x'.repeat(121),
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['billingEmail', 'companyName']));
    expect((await call(admin, '/settings')).body).toEqual(before);
    expect((await call(admin, '/settings/everything', 'PUT', {})).status).toBe(404);
    expect((await call(admin, '/settings/details', 'PUT', '{oops')).status).toBe(400);
  });

  it('adds a card keeping only its last four digits, and removes it', async () => {
    const added = await call(admin, '/settings/cards', 'POST', {
      cardNumber: '4242 4242 4242 4242',
      cardName: 'John Doe',
      expiry: '12/40',
      cvv: '123',
    });
    expect(added.status).toBe(201);
    expect(added.body.paymentCards).toEqual([
      { id: 1, cardName: 'John Doe', expiry: '12/40', last4: '4242' },
    ]);
    expect(JSON.stringify(db.accountSettings)).not.toContain('4242424242424242');
    expect((await call(admin, '/settings/cards', 'POST', { cardNumber: '12' })).status).toBe(400);
    expect((await call(admin, '/settings/cards/9', 'DELETE')).status).toBe(404);
    expect((await call(admin, '/settings/cards/0x1', 'DELETE')).status).toBe(400);
    expect((await call(admin, '/settings/cards/1', 'DELETE')).body.paymentCards).toEqual([]);
  });

  it('changes the password after checking the current one', async () => {
    const wrong = await call(admin, '/password', 'POST', {
      currentPassword: 'nope',
      newPassword: 'longenough',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBeDefined();
    const same = await call(admin, '/password', 'POST', { currentPassword: 'admin', newPassword: 'admin' });
    expect(same.status).toBe(400);
    const stored = db.credentials[0].passwordHash;

    const signIn = (password: string) =>
      fetch('http://localhost/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@demo.com', password }),
      });
    // Another session of the account (a stolen token, say) ends with the change; the one making it stays.
    const { accessToken: other } = await (await signIn('admin')).json();
    const sessionOf = (token: string) =>
      fetch('http://localhost/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect((await sessionOf(other)).status).toBe(200);
    expect(
      (await call(admin, '/password', 'POST', { currentPassword: 'admin', newPassword: 'n3w-Passw0rd' }))
        .status,
    ).toBe(200);
    expect(db.credentials[0].passwordHash).not.toBe(stored);
    expect(JSON.stringify(db.credentials)).not.toContain('n3w-Passw0rd');
    expect((await sessionOf(other)).status).toBe(401);
    expect((await call(admin, '/settings')).status).toBe(200);
    expect((await signIn('admin')).status).toBe(400);
    expect((await signIn('n3w-Passw0rd')).status).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in: over the limit, 429 and nothing checked', async () => {
    for (let i = 0; i < AUTH_LIMITS.signInPerAccount.max; i++)
      count([[throttleKey('signIn', 'account', 'admin@demo.com'), AUTH_LIMITS.signInPerAccount]]);
    const stored = db.credentials[0].passwordHash;
    const res = await call(admin, '/password', 'POST', {
      currentPassword: 'admin',
      newPassword: 'n3w-Passw0rd',
    });
    expect(res.status).toBe(429);
    expect(db.credentials[0].passwordHash).toBe(stored);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(fetch, '/settings')).status).toBe(401);
    expect((await call(fetch, '/settings/plan', 'PUT', { plan: 'team' })).status).toBe(401);
    expect((await call(fetch, '/password', 'POST', {})).status).toBe(401);
  });
});
