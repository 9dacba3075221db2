import { http, HttpResponse } from 'msw';
import { verifyEmailResendRequestSchema, type VerifyEmailResendResponse } from '@atrium/contracts';
import { now } from '../../lib/clock';
import { api, parseBody } from '../../lib/responses';

/** How long after a resend the next one is allowed. */
export const VERIFY_EMAIL_COOLDOWN_MS = 60 * 1000;
/** A cap on the addresses remembered, so that the table cannot grow without end. */
const MAX_ADDRESSES = 500;

/** When each address (lower case) last had its verification email resent. */
const lastSent = new Map<string, number>();

/** Forgets every resend (tests). */
export function resetVerifyEmailCooldowns(): void {
  lastSent.clear();
}

/**
 * POST /api/auth/verify-email/resend (addition) — `{ email }`: "sends" the verification email again and
 * answers how long until the next resend is allowed; within that cooldown, 429 with a message and the
 * seconds left (`retryAfterSeconds`, also in the Retry-After header).
 */
export const resendVerifyEmail = http.post(api('/api/auth/verify-email/resend'), async ({ request }) => {
  const body = await parseBody(request, verifyEmailResendRequestSchema);
  if ('error' in body) return body.error;
  const key = body.data.email.toLowerCase();
  const at = now();
  const previous = lastSent.get(key);
  if (previous !== undefined && at - previous < VERIFY_EMAIL_COOLDOWN_MS) {
    const retryAfterSeconds = Math.ceil((previous + VERIFY_EMAIL_COOLDOWN_MS - at) / 1000);
    return HttpResponse.json<VerifyEmailResendResponse>(
      { message: `Please wait ${retryAfterSeconds} s before asking again.`, retryAfterSeconds },
      { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    );
  }
  lastSent.delete(key);
  lastSent.set(key, at);
  for (const oldest of lastSent.keys()) {
    if (lastSent.size <= MAX_ADDRESSES) break;
    lastSent.delete(oldest);
  }
  return HttpResponse.json<VerifyEmailResendResponse>({
    message: `We sent a new verification link to ${body.data.email}.`,
    retryAfterSeconds: VERIFY_EMAIL_COOLDOWN_MS / 1000,
  });
});
