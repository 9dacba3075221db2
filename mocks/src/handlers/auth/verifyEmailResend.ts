import { http, HttpResponse } from 'msw';
import { verifyEmailResendRequestSchema, type VerifyEmailResendResponse } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import {
  AUTH_LIMITS,
  clientAddress,
  count,
  retryAfterSeconds,
  throttleKey,
  tooManyRequests,
} from '../../lib/throttle';
import { mailConfirmation, pendingRegistrationOf } from './registrations';

/** How long after a resend the next one is allowed (per address typed). */
export const VERIFY_EMAIL_COOLDOWN_MS = AUTH_LIMITS.verifyEmailResendPerAccount.windowMs;

/**
 * POST /api/auth/verify-email/resend (addition) — `{ email }`: mails the newest sign-up of that
 * address waiting to be confirmed a new confirmation link (its earlier one stops working), and answers
 * how long until the next resend is allowed; the answer is the same when nothing waits (nothing is
 * sent then). Within the cooldown, 429 with a message and the seconds left (`retryAfterSeconds`, also
 * in the Retry-After header); requests are limited per client address too.
 */
export const resendVerifyEmail = http.post(api('/api/auth/verify-email/resend'), async ({ request }) => {
  const body = await parseBody(request, verifyEmailResendRequestSchema);
  if ('error' in body) return body.error;
  const { email } = body.data;
  const counters = [
    [throttleKey('verifyEmailResend', 'account', email), AUTH_LIMITS.verifyEmailResendPerAccount],
    [
      throttleKey('verifyEmailResend', 'address', clientAddress(request)),
      AUTH_LIMITS.verifyEmailResendPerAddress,
    ],
  ] as const;
  const wait = retryAfterSeconds(counters);
  if (wait > 0) return tooManyRequests(wait, `Please wait ${wait} s before asking again.`);
  count(counters);
  const pending = pendingRegistrationOf(email);
  if (pending) await mailConfirmation(pending);
  return HttpResponse.json<VerifyEmailResendResponse>({
    message: `We sent a new verification link to ${email}.`,
    retryAfterSeconds: VERIFY_EMAIL_COOLDOWN_MS / 1000,
  });
});
