import type { User } from '@atrium/contracts';
import { authFetch, withBearer } from './authFetch';

const API = 'http://localhost/api';
let made = 0;

/**
 * Another user of the app, made the way an admin makes one and signed in the way they would: the
 * demo admin creates them through the API (`POST /api/apps/users`) holding `role` (the admin role
 * unless told) with a password, then they sign in (`POST /api/auth/login`). Their `fetch` (every call
 * carries their bearer token) and their user.
 */
export async function signedInUser(role = 'admin'): Promise<{ as: typeof fetch; user: User }> {
  made += 1;
  const password = `second-user-pass-${made}`;
  const email = `second.user${made}@atrium.test`;
  const created = await authFetch('admin')(`${API}/apps/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      fullName: `Second User ${made}`,
      username: `seconduser${made}`,
      email,
      company: 'Atrium',
      country: 'France',
      contact: '+33 1 00 00 00 00',
      role,
      currentPlan: 'basic',
      status: 'active',
      password,
    }),
  });
  if (created.status !== 201) throw new Error(`The admin could not create a user: ${created.status}`);
  const user = (await created.json()) as User;
  const login = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`${email} could not sign in: ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return {
    as: (input, init) => fetch(input, { ...init, headers: withBearer(accessToken, init?.headers) }),
    user,
  };
}
