import { http, HttpResponse } from 'msw';
import {
  TWO_STEPS_CODE_LENGTH,
  twoStepsRequestSchema,
  type MessageResponse,
  type TwoStepsSendResponse,
} from '@atrium/contracts';
import { db } from '../../db';
import { authorized } from '../../lib/authorize';
import { now } from '../../lib/clock';
import { sendMail } from '../../lib/mail';
import { api, parseBody } from '../../lib/responses';
import { AUTH_LIMITS, clientAddress, count, throttleKey, throttled } from '../../lib/throttle';
import { randomToken, removeWhere, sha256Hex } from '../../lib/tokens';

/** How long a sent code is accepted. */
export const TWO_STEPS_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong codes a challenge takes: the last one spends it (a new code must be asked for). */
export const TWO_STEPS_MAX_GUESSES = 5;

/**
 * A code sent and not used yet (`db.twoStepsChallenges`): the SHA-256 of the challenge that names it,
 * the account that asked for it (only its sessions may use it), the SHA-256 of the challenge and the
 * code, and how many wrong codes it still takes.
 */
export interface TwoStepsChallenge {
  challengeHash: string;
  userId: number;
  codeHash: string;
  expiresAt: number;
  guessesLeft: number;
}

const codeHashOf = (challenge: string, code: string) => sha256Hex(`${challenge}:${code}`);

/** Six random digits, every code as likely. */
function randomCode(): string {
  const range = 10 ** TWO_STEPS_CODE_LENGTH;
  const limit = Math.floor(2 ** 32 / range) * range;
  const word = new Uint32Array(1);
  do globalThis.crypto.getRandomValues(word);
  while (word[0] >= limit);
  return String(word[0] % range).padStart(TWO_STEPS_CODE_LENGTH, '0');
}

/** An address with most of its name hidden: `c*****@demo.com`. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}*****${email.slice(at)}`;
}

/**
 * POST /api/auth/two-steps/send (addition, signed in) — starts a two-step verification of the
 * signed-in account: mails a new six-digit code (valid 10 minutes) to its address, and answers the
 * challenge it belongs to, never the code. The account's earlier codes stop working. Sends are limited
 * per account and per client address (429 with Retry-After).
 */
export const sendTwoStepsCode = http.post(
  api('/api/auth/two-steps/send'),
  authorized('signed-in', async ({ request, account }) => {
    const refused = throttled(
      [
        [throttleKey('twoStepsSend', 'account', account.id), AUTH_LIMITS.twoStepsSendPerAccount],
        [throttleKey('twoStepsSend', 'address', clientAddress(request)), AUTH_LIMITS.twoStepsSendPerAddress],
      ],
      true,
    );
    if (refused) return refused;
    const at = now();
    removeWhere(db.twoStepsChallenges, (c) => c.userId === account.id || c.expiresAt <= at);
    const challenge = randomToken();
    const code = randomCode();
    db.twoStepsChallenges.push({
      challengeHash: sha256Hex(challenge),
      userId: account.id,
      codeHash: codeHashOf(challenge, code),
      expiresAt: at + TWO_STEPS_CODE_TTL_MS,
      guessesLeft: TWO_STEPS_MAX_GUESSES,
    });
    await sendMail({
      to: account.email,
      subject: `${code} is your Atrium verification code`,
      text: `Your Atrium verification code is ${code}. It works once, for 10 minutes. If you did not ask for it, change your password.`,
    });
    const sentTo = maskedAddress(account.email);
    return HttpResponse.json<TwoStepsSendResponse>({
      message: `We sent a verification code to ${sentTo}.`,
      challenge,
      sentTo,
    });
  }),
);

const refuseCode = (message: string) =>
  HttpResponse.json({ message, errors: { code: [message] } }, { status: 400 });

/**
 * POST /api/auth/two-steps (addition, signed in) — `{ challenge, code }`: 200 when the code is the one
 * sent for the challenge to the signed-in account (the code is then used up). 400 with `errors.code`
 * for a wrong code (after 5 wrong ones the code is spent), and for an unknown, expired, used or another
 * account's challenge. Wrong codes are limited per account and per client address: over a limit, 429
 * with Retry-After and the code is not even checked.
 */
export const verifyTwoSteps = http.post(
  api('/api/auth/two-steps'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, twoStepsRequestSchema);
    if ('error' in body) return body.error;
    const counters = [
      [throttleKey('twoStepsCode', 'account', account.id), AUTH_LIMITS.twoStepsCodePerAccount],
      [throttleKey('twoStepsCode', 'address', clientAddress(request)), AUTH_LIMITS.twoStepsCodePerAddress],
    ] as const;
    const refused = throttled(counters);
    if (refused) return refused;
    const { challenge, code } = body.data;
    const challengeHash = sha256Hex(challenge);
    const sent = db.twoStepsChallenges.find(
      (c) => c.challengeHash === challengeHash && c.userId === account.id,
    );
    if (!sent || sent.expiresAt <= now()) {
      if (sent) removeWhere(db.twoStepsChallenges, (c) => c === sent);
      return refuseCode('This code has expired. Ask for a new one.');
    }
    if (sent.codeHash !== codeHashOf(challenge, code)) {
      count(counters);
      sent.guessesLeft -= 1;
      if (sent.guessesLeft > 0) return refuseCode('The code is not the one we sent');
      removeWhere(db.twoStepsChallenges, (c) => c === sent);
      return refuseCode('Too many wrong codes. Ask for a new one.');
    }
    removeWhere(db.twoStepsChallenges, (c) => c === sent);
    return HttpResponse.json<MessageResponse>({ message: 'Your account is verified.' });
  }),
);
