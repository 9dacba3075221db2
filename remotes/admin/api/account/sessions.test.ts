import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { AccountSessionsResponse } from '@atrium/contracts';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { bearer, signedInUser, userHolding, TEST_USER_PASSWORD } from '@atrium/mocks/testing/signedInUser';

// A user's recent devices are their open sessions, from the browsers that signed in; each can be
// signed out, and nobody sees or ends another's.
const call = apiCaller('http://localhost/api');
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Signs in as a browser with that User-Agent: its `fetch`. */
async function signInFrom(email: string, userAgent: string): Promise<typeof fetch> {
  const res = await fetch('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: TEST_USER_PASSWORD }),
  });
  return bearer(((await res.json()) as { accessToken: string }).accessToken);
}

describe('the account’s sessions', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the browsers the account signed in from, newest first, this one marked', async () => {
    const user = await userHolding();
    const pc = await signInFrom(user.email, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_ON_IPHONE);
    const { status, body } = await call('GET', '/account/sessions', undefined, phone);
    expect(status).toBe(200);
    const { sessions } = body as AccountSessionsResponse;
    expect(sessions.map((s) => [s.browser, s.kind, s.current])).toEqual([
      ['Safari on iOS', 'iphone', true],
      ['Chrome on Windows', 'windows', false],
    ]);
    const fromPc = (await call('GET', '/account/sessions', undefined, pc)).body as AccountSessionsResponse;
    expect(fromPc.sessions.find((s) => s.current)?.browser).toBe('Chrome on Windows');
    // Never the token, nor its hash.
    expect(JSON.stringify(sessions)).not.toMatch(/[0-9a-f]{64}/);
  });

  it('signs one session out: its token stops working, the others go on', async () => {
    const user = await userHolding();
    const pc = await signInFrom(user.email, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user.email, SAFARI_ON_IPHONE);
    const { sessions } = (await call('GET', '/account/sessions', undefined, phone))
      .body as AccountSessionsResponse;
    const pcSession = sessions.find((s) => !s.current)!;
    expect((await call('DELETE', `/account/sessions/${pcSession.id}`, undefined, phone)).status).toBe(204);
    expect((await call('GET', '/account/sessions', undefined, pc)).status).toBe(401);
    const left = (await call('GET', '/account/sessions', undefined, phone)).body as AccountSessionsResponse;
    expect(left.sessions.map((s) => s.browser)).toEqual(['Safari on iOS']);
  });

  it('neither shows nor ends another user’s sessions (404), and answers 401 without one', async () => {
    const { as: other } = await signedInUser();
    const victim = await userHolding();
    const theirs = await signInFrom(victim.email, CHROME_ON_WINDOWS);
    const { sessions } = (await call('GET', '/account/sessions', undefined, theirs))
      .body as AccountSessionsResponse;
    const before = structuredClone(db.sessions);
    expect((await call('DELETE', `/account/sessions/${sessions[0].id}`, undefined, other)).status).toBe(404);
    expect(db.sessions).toEqual(before);
    const mine = (await call('GET', '/account/sessions', undefined, other)).body as AccountSessionsResponse;
    expect(mine.sessions.map((s) => s.id)).not.toContain(sessions[0].id);
    expect((await call('GET', '/account/sessions', undefined, fetch)).status).toBe(401);
  });
});
