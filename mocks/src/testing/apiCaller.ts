import { authFetch } from './authFetch';

/**
 * Calls one API resource the way its tests do: `call(method, path, body, as)` sends `${base}${path}`
 * signed in as `as` (by default the admin, who may manage everything), an object body as JSON and a
 * string body as it is (malformed JSON), and answers the status and the parsed body (null when empty).
 */
export function apiCaller(base: string, signedIn: typeof fetch = authFetch('admin')) {
  return async (method: string, path = '', body?: unknown, as = signedIn) => {
    const res = await as(`${base}${path}`, {
      method,
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
}
