import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { DEMO_CLIENT_ID } from '@atrium/mocks/data/credentials';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { mailedNewAddressToken, mailsTo } from '@atrium/mocks/testing/outbox';
import { signedInUser, TEST_USER_PASSWORD } from '@atrium/mocks/testing/signedInUser';
import type { AccountSettings } from '@atrium/contracts';
import { DOT_PNG as PNG } from '@atrium/mocks/testing/pictures';

// The account's details are the account's: the name is the user's name, and a new email becomes the
// sign-in address once the link mailed to it is followed — never before, never onto someone's address.
const call = apiCaller('http://localhost/api', authFetch('admin'));
const login = (email: string, password = TEST_USER_PASSWORD) =>
  call('POST', '/auth/login', { email, password }, fetch);
const settingsOf = async (as: typeof fetch) =>
  (await call('GET', '/account/settings', undefined, as)).body as AccountSettings;

describe('PUT /api/account/settings/details', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('renames the account: the session, the users list and the details show the new name', async () => {
    const { as, user } = await signedInUser();
    const { details } = await settingsOf(as);
    const saved = await call(
      'PUT',
      '/account/settings/details',
      { ...details, firstName: 'Grace', lastName: 'Hopper' },
      as,
    );
    expect(saved.status).toBe(200);
    expect(db.users.find((u) => u.id === user.id)?.fullName).toBe('Grace Hopper');
    const session = await call('GET', '/auth/session', undefined, as);
    expect(session.body.userData.fullName).toBe('Grace Hopper');
    expect((await settingsOf(as)).details).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it('shows a name an admin gave the user, rather than the one saved in the details before', async () => {
    const { as, user } = await signedInUser();
    await call(
      'PUT',
      '/account/settings/details',
      { ...(await settingsOf(as)).details, firstName: 'Old' },
      as,
    );
    expect((await call('PUT', `/apps/users/${user.id}`, { ...user, fullName: 'Ada King' })).status).toBe(200);
    expect((await settingsOf(as)).details).toMatchObject({ firstName: 'Ada', lastName: 'King' });
  });

  it('mails a link to a new address; the account signs in with it only once the link is followed', async () => {
    const { as, user } = await signedInUser();
    const { details } = await settingsOf(as);
    const saved = await call(
      'PUT',
      '/account/settings/details',
      { ...details, email: 'new.me@example.com' },
      as,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ details: { email: user.email }, pendingEmail: 'new.me@example.com' });
    expect((await login('new.me@example.com')).status).toBe(400);
    expect((await login(user.email)).status).toBe(200);

    const token = await mailedNewAddressToken('new.me@example.com');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const confirmed = await call('POST', '/auth/verify-email', { token }, fetch);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: 'new.me@example.com', confirmed: 'newAddress' });
    expect((await login('new.me@example.com')).status).toBe(200);
    expect((await login(user.email)).status).toBe(400);
    expect((await mailsTo(user.email)).some((m) => /sign-in address has changed/.test(m.subject))).toBe(true);
    // The link works once, and the details show the address it confirmed.
    expect((await call('POST', '/auth/verify-email', { token }, fetch)).status).toBe(400);
    const after = await settingsOf(as);
    expect(after.details.email).toBe('new.me@example.com');
    expect(after.pendingEmail).toBeUndefined();
  });

  it("refuses another account's address (409 at the field) and changes nothing", async () => {
    const { as, user } = await signedInUser();
    const { details } = await settingsOf(as);
    const taken = await call(
      'PUT',
      '/account/settings/details',
      { ...details, firstName: 'X', email: 'CLIENT@demo.com' },
      as,
    );
    expect(taken.status).toBe(409);
    expect(taken.body.errors.email).toEqual(['Another account signs in with this email']);
    expect(db.users.find((u) => u.id === user.id)?.fullName).toBe(user.fullName);
    expect(await mailsTo('client@demo.com')).toEqual([]);
  });

  it('does not move the account onto an address another account took before the link was followed', async () => {
    const { as, user } = await signedInUser();
    await call(
      'PUT',
      '/account/settings/details',
      { ...(await settingsOf(as)).details, email: 'contested@example.com' },
      as,
    );
    const token = await mailedNewAddressToken('contested@example.com');
    db.users.find((u) => u.id === DEMO_CLIENT_ID)!.email = 'contested@example.com';
    const refused = await call('POST', '/auth/verify-email', { token }, fetch);
    expect(refused.status).toBe(400);
    expect(db.users.find((u) => u.id === user.id)?.email).toBe(user.email);
  });

  it('gives up a waiting change when the current address is saved again; a password change ends it too', async () => {
    const { as, user } = await signedInUser();
    const { details } = await settingsOf(as);
    await call('PUT', '/account/settings/details', { ...details, email: 'first@example.com' }, as);
    const token = await mailedNewAddressToken('first@example.com');
    await call('PUT', '/account/settings/details', details, as);
    expect((await settingsOf(as)).pendingEmail).toBeUndefined();
    expect((await call('POST', '/auth/verify-email', { token }, fetch)).status).toBe(400);
    expect(db.users.find((u) => u.id === user.id)?.email).toBe(user.email);
  });

  it('refuses a malformed email (400) and changes nothing', async () => {
    const { as, user } = await signedInUser();
    const { details } = await settingsOf(as);
    const bad = await call(
      'PUT',
      '/account/settings/details',
      { ...details, firstName: 'Y', email: 'not-an-email' },
      as,
    );
    expect(bad.status).toBe(400);
    expect(db.users.find((u) => u.id === user.id)).toMatchObject({
      fullName: user.fullName,
      email: user.email,
    });
  });
});

const upload = (as: typeof fetch, body: BodyInit, type = 'image/png') =>
  as('http://localhost/api/account/picture', { method: 'POST', headers: { 'content-type': type }, body });

describe('POST /api/account/picture', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('stores the photo, serves it with long caching, and makes it the avatar; a new one replaces it', async () => {
    const { as, user } = await signedInUser();
    const res = await upload(as, PNG);
    expect(res.status).toBe(200);
    const { avatar } = (await res.json()) as { avatar: string };
    expect(avatar).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    expect(db.users.find((u) => u.id === user.id)?.avatar).toBe(avatar);
    const served = await fetch(`http://localhost${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const next = (await (await upload(as, PNG)).json()) as { avatar: string };
    expect(next.avatar).not.toBe(avatar);
    expect((await fetch(`http://localhost${avatar}`)).status).toBe(404);
    expect((await call('DELETE', '/account/picture', undefined, as)).body).toEqual({ avatar: '' });
    expect(db.media).toHaveLength(0);
  });

  it('refuses what is not a picture, whatever its type says (an SVG, a script), and too large a one', async () => {
    const { as, user } = await signedInUser();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect((await upload(as, svg, 'image/png')).status).toBe(400);
    expect((await upload(as, new Uint8Array(0))).status).toBe(400);
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(PNG);
    expect((await upload(as, big)).status).toBe(413);
    expect(db.users.find((u) => u.id === user.id)?.avatar).toBe(user.avatar);
    expect(db.media).toHaveLength(0);
  });

  it('answers 401 without a session, and 404 for a picture id that is not one', async () => {
    expect((await upload(fetch, PNG)).status).toBe(401);
    expect((await fetch('http://localhost/api/media/not-an-id')).status).toBe(404);
    expect((await fetch(`http://localhost/api/media/${'0'.repeat(32)}`)).status).toBe(404);
  });
});
