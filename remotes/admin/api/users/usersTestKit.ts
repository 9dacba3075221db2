import { authFetch } from '@atrium/mocks/testing/authFetch';

// What the users calls' tests share: callers signed in as the admin (manages all) and the client
// (reads AclDemo only), and a call that answers its status and parsed body.

export const admin = authFetch('admin');
export const client = authFetch('client');

export const BASE = 'http://localhost/api/apps/users';

/** Calls `${BASE}${path}` as `caller`; a string body is sent as it is (malformed JSON). */
export async function call(caller: typeof fetch, method: string, path: string, body?: unknown) {
  const res = await caller(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  // A text answer (DELETE's "User not found") stays text.
  return { status: res.status, body: isJson && text ? JSON.parse(text) : text || null };
}

/** A valid body for POST /api/apps/users and PUT /api/apps/users/{id}. */
export const newUser = {
  fullName: 'Grace Hopper',
  username: 'ghopper',
  email: 'grace@navy.test',
  company: 'US Navy',
  country: 'United States',
  contact: '+1 555 0100',
  role: 'editor',
  currentPlan: 'team',
};

/** Signs in with email and password; the status and body of POST /api/auth/login. */
export async function signIn(email: string, password: string) {
  const res = await fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: await res.json() };
}
