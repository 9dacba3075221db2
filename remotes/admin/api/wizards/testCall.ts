import { authFetch } from '@atrium/mocks/testing/authFetch';

/** POSTs `body` to a wizard call as the client (a signed-in user with the least rights), or anonymously. */
export async function postWizard(path: string, body: unknown, signedIn = true) {
  const f = signedIn ? authFetch('client') : fetch;
  const res = await f(`http://localhost/api/wizards/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
