import type { TwoStepsSendResponse } from '@atrium/contracts';
import { server, listenUntilReady } from '../../node';
import { setMockClock } from '../../lib/clock';
import { TWO_STEPS_CODE_TTL_MS } from './twoSteps';

const post = (path: string, body?: unknown) =>
  fetch(`http://localhost/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const send = async () => (await (await post('two-steps/send')).json()) as TwoStepsSendResponse;

describe('POST /api/auth/two-steps/send and /api/auth/two-steps', () => {
  beforeAll(() => listenUntilReady());
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('sends a six-digit code that verifies its challenge once', async () => {
    const { challenge, code, sentTo } = await send();
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(sentTo).toMatch(/\*+\d{4}$/);
    const ok = await post('two-steps', { challenge, code });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ message: 'Your account is verified.' });
    // Used up.
    expect((await post('two-steps', { challenge, code })).status).toBe(400);
  });

  it('refuses a wrong code with a message at the code, and keeps the challenge open', async () => {
    const { challenge, code } = await send();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await post('two-steps', { challenge, code: wrong });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.code).toEqual(['The code is not the one we sent']);
    expect((await post('two-steps', { challenge, code })).status).toBe(200);
  });

  it('refuses an expired code and malformed input', async () => {
    const { challenge, code } = await send();
    const later = Date.now() + TWO_STEPS_CODE_TTL_MS + 1;
    setMockClock(() => later);
    const expired = await post('two-steps', { challenge, code });
    expect(expired.status).toBe(400);
    expect((await expired.json()).message).toMatch(/expired/);
    for (const body of [{ challenge, code: '12a456' }, { challenge, code: '12345' }, { code: '123456' }]) {
      expect((await post('two-steps', body)).status).toBe(400);
    }
    expect((await post('two-steps')).status).toBe(400);
  });
});
