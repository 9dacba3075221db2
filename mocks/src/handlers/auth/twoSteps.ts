import { http, HttpResponse } from 'msw';
import {
  TWO_STEPS_CODE_LENGTH,
  twoStepsRequestSchema,
  type MessageResponse,
  type TwoStepsSendResponse,
} from '@atrium/contracts';
import { now } from '../../lib/clock';
import { api, parseBody } from '../../lib/responses';
import { randomToken } from '../../lib/tokens';

/** How long a sent code is accepted. */
export const TWO_STEPS_CODE_TTL_MS = 10 * 60 * 1000;
/** A cap on the pending challenges, so that a long-lived page or server cannot grow the table without end. */
const MAX_CHALLENGES = 500;

/** The codes sent and not yet used, by challenge (in memory: a demo of the second step only). */
const pending = new Map<string, { code: string; expiresAt: number }>();

function randomCode(): string {
  const bytes = new Uint8Array(TWO_STEPS_CODE_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => String(b % 10)).join('');
}

/**
 * POST /api/auth/two-steps/send (addition) — starts a two-step verification: a new six-digit code for
 * a new challenge, valid 10 minutes. A real server would text the code; the mock has no phone, so it
 * answers it.
 */
export const sendTwoStepsCode = http.post(api('/api/auth/two-steps/send'), () => {
  for (const key of pending.keys()) {
    if (pending.size < MAX_CHALLENGES) break;
    pending.delete(key);
  }
  const challenge = randomToken();
  const code = randomCode();
  pending.set(challenge, { code, expiresAt: now() + TWO_STEPS_CODE_TTL_MS });
  return HttpResponse.json<TwoStepsSendResponse>({
    message: 'We sent a verification code to your mobile.',
    challenge,
    code,
    sentTo: '******1234',
  });
});

/**
 * POST /api/auth/two-steps (addition) — `{ challenge, code }`: 200 when the code is the one sent for
 * the challenge (which is then used up); 400 with `errors.code` for a wrong code, and for an unknown,
 * expired or used challenge.
 */
export const verifyTwoSteps = http.post(api('/api/auth/two-steps'), async ({ request }) => {
  const body = await parseBody(request, twoStepsRequestSchema);
  if ('error' in body) return body.error;
  const { challenge, code } = body.data;
  const sent = pending.get(challenge);
  if (!sent || sent.expiresAt <= now()) {
    pending.delete(challenge);
    return HttpResponse.json(
      {
        message: 'This code has expired. Ask for a new one.',
        errors: { code: ['This code has expired. Ask for a new one.'] },
      },
      { status: 400 },
    );
  }
  if (sent.code !== code)
    return HttpResponse.json(
      { message: 'The code is not the one we sent', errors: { code: ['The code is not the one we sent'] } },
      { status: 400 },
    );
  pending.delete(challenge);
  return HttpResponse.json<MessageResponse>({ message: 'Your account is verified.' });
});
