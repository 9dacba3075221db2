import type { GrantedRule, Role, User } from '@atrium/contracts';
import { authFetch, withBearer } from '../../testing/authFetch';

// What the tests of "nobody grants what they do not hold" share: an admin, callers signed in with a
// bearer token, and limited accounts made the way an admin makes them, through the API: a role with
// only some abilities, a user holding it with a password, who signs in.

const API = 'http://localhost/api';

/** The demo admin (manages everything). */
export const admin = authFetch('admin');

/** `fetch` with the bearer token. */
export const bearer =
  (token: string): typeof fetch =>
  (input, init) =>
    fetch(input, { ...init, headers: withBearer(token, init?.headers) });

/** Calls `${API}${path}` as `caller`: the status and the parsed body (null when empty). */
export async function send(caller: typeof fetch, method: string, path: string, body?: unknown) {
  const res = await caller(`${API}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it expects
  const parsed: any = isJson && text ? JSON.parse(text) : text || null;
  return { status: res.status, body: parsed };
}

export const PASSWORD = 'limited-pass-1';
let made = 0;

/** A user the admin creates holding `roleName`, on the free plan, with a password: they can sign in. */
export async function userHolding(roleName: string): Promise<User> {
  made += 1;
  const created = await send(admin, 'POST', '/apps/users', {
    fullName: `Limited User ${made}`,
    username: `limited${made}`,
    email: `limited${made}@grants.test`,
    company: 'Atrium',
    country: 'France',
    contact: '+33 1 00 00 00 00',
    role: roleName,
    currentPlan: 'basic',
    status: 'active',
    password: PASSWORD,
  });
  if (created.status !== 201) throw new Error(`The admin could not create a user: ${created.status}`);
  return created.body as User;
}

/** Signs in with email and password through the API; `fetch` with the token it answers. */
export async function signIn(email: string, password = PASSWORD): Promise<typeof fetch> {
  const res = await send(fetch, 'POST', '/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`${email} could not sign in: ${res.status}`);
  return bearer((res.body as { accessToken: string }).accessToken);
}

/**
 * A role the admin creates with only `rules`, a user holding it, signed in as them: their `fetch`,
 * the user and the role.
 */
export async function limitedAccount(
  rules: GrantedRule[],
  name = 'Limited',
): Promise<{ as: typeof fetch; user: User; role: Role }> {
  const role = await send(admin, 'POST', '/apps/roles', { name, rules });
  if (role.status !== 201) throw new Error(`The admin could not create the role: ${role.status}`);
  const user = await userHolding(name);
  return { as: await signIn(user.email), user, role: role.body as Role };
}

/** A user's fields as PUT /api/apps/users/{id} takes them. */
export const saveBody = ({ id: _id, ...fields }: User) => fields;
