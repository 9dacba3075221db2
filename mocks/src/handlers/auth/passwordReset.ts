import { http, HttpResponse } from 'msw';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type ForgotPasswordResponse,
  type MessageResponse,
} from '@atrium/contracts';
import { db } from '../../db';
import { setPassword, userByEmail } from '../../lib/credentials';
import { appLink, sendMail } from '../../lib/mail';
import { api, parseBody } from '../../lib/responses';
import { AUTH_LIMITS, clientAddress, throttleKey, throttled } from '../../lib/throttle';
import { issueResetToken, peekResetToken, revokeTokensOf, spendResetToken } from '../../lib/tokens';

/** The app's page a reset link opens. */
export const RESET_PAGE = '/new-password';

/**
 * POST /api/auth/forgot-password (addition) — mails the account with that email a link to the reset
 * page with a new single-use reset token (30 minutes; the account's earlier ones stop working). The
 * answer is a message only, the same whether or not the email has an account (which is mailed
 * nothing). Requests are limited per address typed and per client address: 429 with Retry-After.
 */
export const forgotPassword = http.post(api('/api/auth/forgot-password'), async ({ request }) => {
  const body = await parseBody(request, forgotPasswordRequestSchema);
  if ('error' in body) return body.error;
  const { email } = body.data;
  const refused = throttled(
    [
      [throttleKey('resetRequest', 'account', email), AUTH_LIMITS.resetRequestPerAccount],
      [throttleKey('resetRequest', 'address', clientAddress(request)), AUTH_LIMITS.resetRequestPerAddress],
    ],
    true,
  );
  if (refused) return refused;
  const account = userByEmail(email);
  if (account) {
    const link = appLink(RESET_PAGE, { email: account.email, token: issueResetToken(account.id) });
    await sendMail({
      to: account.email,
      subject: 'Reset your Atrium password',
      text: [
        `Someone asked to reset the password of the Atrium account of ${account.email}.`,
        `To choose a new one, open this link within 30 minutes (it works once):`,
        link,
        `If it was not you, ignore this mail: your password stays as it is.`,
      ].join('\n\n'),
    });
  }
  return HttpResponse.json<ForgotPasswordResponse>({
    message: `If ${email} has an account, a reset link is on its way.`,
  });
});

const badToken = () =>
  HttpResponse.json(
    {
      message: 'This reset link is invalid, expired or already used',
      errors: { token: ['This reset link is invalid, expired or already used'] },
    },
    { status: 400 },
  );

/**
 * POST /api/auth/reset-password (addition) — `{ token, password }`: sets the password of the account
 * the token was issued for, uses the token up and ends every session of the account. A missing,
 * unknown, expired or used token answers 400 with `errors.token`, and nothing changes. An `email`,
 * when sent, must be that account's.
 */
export const resetPassword = http.post(api('/api/auth/reset-password'), async ({ request }) => {
  const body = await parseBody(request, resetPasswordRequestSchema);
  if ('error' in body) return body.error;
  const { token, password, email } = body.data;
  const accountId = peekResetToken(token);
  const account = db.users.find((u) => u.id === accountId);
  if (!account || (email !== undefined && email.toLowerCase() !== account.email.toLowerCase()))
    return badToken();
  spendResetToken(token);
  await setPassword(account.id, password);
  revokeTokensOf(account.id);
  await sendMail({
    to: account.email,
    subject: 'Your Atrium password was changed',
    text: `The password of the Atrium account of ${account.email} was just reset, and every session of it was signed out. If it was not you, ask for a new reset link at once.`,
  });
  return HttpResponse.json<MessageResponse>({ message: 'Your password has been reset.' });
});
