import type { GrantedRule, Role, User } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';

// What the tests of "nobody grants what they do not hold" share: an admin, callers signed in with a
// bearer token, and limited accounts made the way an admin makes them, through the API: a role with
// only some abilities, a user holding it with a password, who signs in.

const API = 'http://localhost/api';

/** The demo admin (manages everything). */
export const admin = authFetch('admin');

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
  const { as, user } = await signedInUser(name);
  return { as, user, role: role.body as Role };
}

/** A user's fields as PUT /api/apps/users/{id} takes them. */
export const saveBody = ({ id: _id, ...fields }: User) => fields;
