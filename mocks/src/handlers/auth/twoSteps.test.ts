import type { TwoStepsSendResponse } from '@atrium/contracts';
import { server, listenUntilReady } from '../../node';
import { db, resetMockDb } from '../../db';
import { setMockClock } from '../../lib/clock';
import { AUTH_LIMITS, count, throttleKey } from '../../lib/throttle';
import { tokenFor, withBearer } from '../../testing/authFetch';
import { mailedTwoStepsCode } from '../../testing/outbox';
import { TWO_STEPS_CODE_TTL_MS, TWO_STEPS_MAX_GUESSES } from './twoSteps';

const CLIENT = 'client@demo.com';

const post = (path: string, token: string | undefined, body?: unknown) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: token
      ? withBearer(token, { 'Content-Type': 'application/json' })
      : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Asks for a code as the client, and reads it from the mail, as the client would. */
async function sendAs(token: string) {
  const res = await post('two-steps/send', token);
  expect(res.status).toBe(200);
  const body = (await res.json()) as TwoStepsSendResponse;
  return { ...body, code: (await mailedTwoStepsCode(CLIENT))! };
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/two-steps/send and /api/auth/two-steps', () => {
  let now = 0;
  let client = '';
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    now = Date.parse('2026-03-01T08:00:00Z');
    setMockClock(() => now);
    client = tokenFor('client');
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('mails a six-digit code to the account, never answers it, and verifies its challenge once', async () => {
    const res = await post('two-steps/send', client);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['challenge', 'message', 'sentTo']);
    expect(body.sentTo).toBe('c*****@demo.com');
    const code = await mailedTwoStepsCode(CLIENT);
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(JSON.stringify(body)).not.toContain(code);
    expect(JSON.stringify(db.twoStepsChallenges)).not.toContain(`"${code}"`);
    const ok = await post('two-steps', client, { challenge: body.challenge, code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Your account is verified.' });
    expect((await post('two-steps', client, { challenge: body.challenge, code })).status).toBe(400);
  });

  it('needs a session: a visitor can neither ask for a code nor try one', async () => {
    expect((await post('two-steps/send', undefined)).status).toBe(401);
    expect((await post('two-steps', undefined, { challenge: 'x', code: '123456' })).status).toBe(401);
    expect(db.twoStepsChallenges).toEqual([]);
  });

  it("refuses another account's challenge, even with the right code", async () => {
    const { challenge, code } = await sendAs(client);
    const admin = tokenFor('admin');
    const res = await post('two-steps', admin, { challenge, code });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.code).toEqual([expect.any(String)]);
    // Still the client's to use.
    expect((await post('two-steps', client, { challenge, code })).status).toBe(200);
  });

  it('refuses a wrong code at the field; after 5 wrong codes the code is spent', async () => {
    const { challenge, code } = await sendAs(client);
    for (let i = 1; i < TWO_STEPS_MAX_GUESSES; i++) {
      const wrong = await post('two-steps', client, { challenge, code: otherThan(code) });
      expect(wrong.status).toBe(400);
      expect((await wrong.json()).errors.code).toEqual(['The code is not the one we sent']);
    }
    const last = await post('two-steps', client, { challenge, code: otherThan(code) });
    expect((await last.json()).errors.code).toEqual(['Too many wrong codes. Ask for a new one.']);
    const right = await post('two-steps', client, { challenge, code });
    expect(right.status).toBe(400);
    expect((await right.json()).message).toMatch(/expired/);
  });

  it('a new code makes the earlier one stop working', async () => {
    const first = await sendAs(client);
    const second = await sendAs(client);
    expect((await post('two-steps', client, { challenge: first.challenge, code: first.code })).status).toBe(
      400,
    );
    expect((await post('two-steps', client, second)).status).toBe(200);
  });

  it('refuses an expired code and malformed input', async () => {
    const { challenge, code } = await sendAs(client);
    now += TWO_STEPS_CODE_TTL_MS;
    const expired = await post('two-steps', client, { challenge, code });
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toMatch(/expired/);
    for (const body of [{ challenge, code: '12a456' }, { challenge, code: '12345' }, { code: '123456' }])
      expect((await post('two-steps', client, body)).status).toBe(400);
    expect((await post('two-steps', client)).status).toBe(400);
  });

  it('limits wrong codes per account: over the limit 429 with Retry-After, and the code is not checked', async () => {
    const { challenge, code } = await sendAs(client);
    const { max, windowMs } = AUTH_LIMITS.twoStepsCodePerAccount;
    // Wrong codes counted already, on earlier challenges.
    for (let i = 0; i < max; i++)
      count([[throttleKey('twoStepsCode', 'account', 52), AUTH_LIMITS.twoStepsCodePerAccount]]);
    const blocked = await post('two-steps', client, { challenge, code });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('Retry-After')).toBe(String(windowMs / 1000));
    // Not checked, so not spent: the challenge is still there.
    expect(db.twoStepsChallenges).toHaveLength(1);
  });

  it('limits wrong codes per client address', async () => {
    const { challenge, code } = await sendAs(client);
    const from = { 'x-atrium-client-ip': '198.51.100.7' };
    for (let i = 0; i < AUTH_LIMITS.twoStepsCodePerAddress.max; i++)
      count([[throttleKey('twoStepsCode', 'address', '198.51.100.7'), AUTH_LIMITS.twoStepsCodePerAddress]]);
    const blocked = await fetch('http://localhost/api/auth/two-steps', {
      method: 'POST',
      headers: withBearer(client, { 'Content-Type': 'application/json', ...from }),
      body: JSON.stringify({ challenge, code }),
    });
    expect(blocked.status).toBe(429);
    expect((await post('two-steps', client, { challenge, code })).status).toBe(200);
  });

  it('limits sends per account: 429 with Retry-After, and nothing is mailed', async () => {
    const { max } = AUTH_LIMITS.twoStepsSendPerAccount;
    for (let i = 0; i < max; i++) expect((await post('two-steps/send', client)).status).toBe(200);
    const challenges = JSON.stringify(db.twoStepsChallenges);
    const mails = db.outbox.length;
    const over = await post('two-steps/send', client);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(db.outbox).toHaveLength(mails);
    expect(JSON.stringify(db.twoStepsChallenges)).toBe(challenges);
  });
});
