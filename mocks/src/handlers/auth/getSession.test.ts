import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { setPassword } from '../../lib/credentials';
import { withBearer } from '../../testing/authFetch';

const signIn = async (email: string, password: string) =>
  fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

const sessionOf = (token: string) =>
  fetch('http://localhost/api/auth/session', { headers: withBearer(token) });

/** A user with the role "Support" (read invoices) and a password. */
async function addSupportUser() {
  db.roles.push({ id: 50, name: 'Support', builtIn: false, rules: [{ action: 'read', subject: 'Invoice' }] });
  const user = {
    ...db.users[0],
    id: 500,
    email: 'sam@example.com',
    role: 'Support',
    status: 'active' as const,
  };
  db.users.push(user);
  await setPassword(user.id, 'support-pass');
  return user;
}

describe('users sign in, and their session follows their role', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('any user with a password signs in with the rules of their role', async () => {
    await addSupportUser();
    const res = await signIn('SAM@example.com', 'support-pass');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.userAbilityRules).toEqual([{ action: 'read', subject: 'Invoice' }]);
    expect(body.userData).toEqual(expect.objectContaining({ id: 500, role: 'Support' }));
  });

  it('a user without a password cannot sign in', async () => {
    const res = await signIn(db.users[0].email, '');
    expect(res.status).toBe(400);
  });

  it("a changed role applies on the user's next request", async () => {
    await addSupportUser();
    const { accessToken } = await (await signIn('sam@example.com', 'support-pass')).json();
    const invoice = db.invoices[0].id;
    const remove = () =>
      fetch(`http://localhost/api/apps/invoice/${invoice}`, {
        method: 'DELETE',
        headers: withBearer(accessToken),
      });
    expect((await remove()).status).toBe(403);

    db.roles.find((r) => r.name === 'Support')!.rules.push({ action: 'delete', subject: 'Invoice' });
    const session = await (await sessionOf(accessToken)).json();
    expect(session.userAbilityRules).toContainEqual({ action: 'delete', subject: 'Invoice' });
    expect((await remove()).status).toBe(204);
  });

  it('a suspended user cannot sign in, and their token stops working', async () => {
    const user = await addSupportUser();
    const { accessToken } = await (await signIn('sam@example.com', 'support-pass')).json();
    expect((await sessionOf(accessToken)).status).toBe(200);

    db.users.find((u) => u.id === user.id)!.status = 'inactive';
    expect((await sessionOf(accessToken)).status).toBe(401);
    const refused = await signIn('sam@example.com', 'support-pass');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ errors: { email: ['This account is suspended'] } });

    db.users.find((u) => u.id === user.id)!.status = 'active';
    expect((await sessionOf(accessToken)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch('http://localhost/api/auth/session')).status).toBe(401);
  });
});

describe('a deleted user', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('loses their session, and whoever gets their id next does not inherit it', async () => {
    const user = await addSupportUser();
    const { accessToken } = await (await signIn('sam@example.com', 'support-pass')).json();
    const admin = await (await signIn('admin@demo.com', 'admin')).json();
    const removed = await fetch(`http://localhost/api/apps/users/${user.id}`, {
      method: 'DELETE',
      headers: withBearer(admin.accessToken),
    });
    expect(removed.status).toBe(204);
    db.users.push({ ...user, email: 'next@example.com' });
    expect((await sessionOf(accessToken)).status).toBe(401);
  });
});
