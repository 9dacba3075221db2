import type { User } from '@atrium/contracts';
import { authFetch, withBearer } from './authFetch';

const API = 'http://localhost/api';

/** The password of every user `userHolding` makes. */
export const TEST_USER_PASSWORD = 'test-user-pass-1';
let made = 0;

/** `fetch` with the bearer token. */
export const bearer =
  (token: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: withBearer(token, init?.headers) });

/**
 * Another user of the app, made the way an admin makes one: the demo admin creates them through the
 * API (`POST /api/apps/users`) holding `role` (the admin role unless told), on the free plan, with a
 * password, so they can sign in.
 */
export async function userHolding(role = 'admin'): Promise<User> {
  made += 1;
  const created = await authFetch('admin')(`${API}/apps/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: `Test User ${made}`,
      username: `testuser${made}`,
      email: `test.user${made}@atrium.test`,
      company: 'Atrium',
      country: 'France',
      contact: '+33 1 00 00 00 00',
      role,
      currentPlan: 'basic',
      status: 'active',
      password: TEST_USER_PASSWORD,
    }),
  });
  if (created.status !== 201) throw new Error(`The admin could not create a user: ${created.status}`);
  return (await created.json()) as User;
}

/** Signs in with email and password through the API (`POST /api/auth/login`); `fetch` with the token. */
export async function signInAs(email: string, password = TEST_USER_PASSWORD): Promise<typeof fetch> {
  const login = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
  return bearer(((await login.json()) as { accessToken: string }).accessToken);
}

/** A user made by the admin holding `role` (`userHolding`), signed in: their `fetch` and their user. */
export async function signedInUser(role = 'admin'): Promise<{ as: typeof fetch; user: User }> {
  const user = await userHolding(role);
  return { as: await signInAs(user.email), user };
}
