import { server, listenUntilReady } from '../../node';
import { setMockClock } from '../../lib/clock';
import { resetMockDb } from '../../db';
import { mailedConfirmationToken, mailsTo } from '../../testing/outbox';
import { VERIFY_EMAIL_COOLDOWN_MS } from './verifyEmailResend';

const resend = (body: unknown) =>
  fetch('http://localhost/api/auth/verify-email/resend', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/auth/verify-email/resend', () => {
  let clock = 0;
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    clock = Date.parse('2026-01-01T00:00:00Z');
    setMockClock(() => clock);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('resends, then answers 429 with the seconds left until the cooldown ends', async () => {
    const first = await resend({ email: 'ada@demo.com' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: 'We sent a new verification link to ada@demo.com.',
      retryAfterSeconds: 60,
    });
    clock += 15_000;
    const early = await resend({ email: 'ADA@demo.com' });
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('45');
    expect(await early.json()).toEqual({
      message: 'Please wait 45 s before asking again.',
      retryAfterSeconds: 45,
    });
    clock += VERIFY_EMAIL_COOLDOWN_MS;
    expect((await resend({ email: 'ada@demo.com' })).status).toBe(200);
  });

  it('keeps one cooldown per address, and refuses a malformed one', async () => {
    expect((await resend({ email: 'one@demo.com' })).status).toBe(200);
    expect((await resend({ email: 'two@demo.com' })).status).toBe(200);
    const bad = await resend({ email: 'nope' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.email).toEqual(['Enter a valid email']);
  });

  it('mails a new confirmation link to a sign-up that waits (the earlier one stops working), and nothing otherwise', async () => {
    const register = await fetch('http://localhost/api/auth/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ada', email: 'ada@demo.com', password: 'analytical', terms: true }),
    });
    expect(register.status).toBe(202);
    const first = await mailedConfirmationToken('ada@demo.com');
    expect((await resend({ email: 'ada@demo.com' })).status).toBe(200);
    const second = await mailedConfirmationToken('ada@demo.com');
    expect(second).not.toBe(first);
    const verify = (token?: string) =>
      fetch('http://localhost/api/auth/verify-email', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    expect((await verify(first)).status).toBe(400);
    expect((await verify(second)).status).toBe(200);
    // An address with an account, or none at all, is answered alike and mailed nothing.
    expect((await resend({ email: 'admin@demo.com' })).status).toBe(200);
    expect(await mailsTo('admin@demo.com')).toEqual([]);
  });
});
