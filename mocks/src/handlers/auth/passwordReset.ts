import { http, HttpResponse } from 'msw';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type ForgotPasswordResponse,
  type MessageResponse,
} from '@atrium/contracts';
import { db } from '../../db';
import { setPassword, userByEmail } from '../../lib/credentials';
import { api, parseBody } from '../../lib/responses';
import { issueResetToken, peekResetToken, randomToken, spendResetToken } from '../../lib/tokens';

/**
 * POST /api/auth/forgot-password (addition) — issues a single-use reset token (30 minutes) for the
 * account with that email. A real server would e-mail a link with it; the mock has no mail server, so
 * it answers the token. The answer looks the same whether or not the email has an account (a random
 * token that is never stored when it has none), so it does not tell which emails exist.
 */
export const forgotPassword = http.post(api('/api/auth/forgot-password'), async ({ request }) => {
  const body = await parseBody(request, forgotPasswordRequestSchema);
  if ('error' in body) return body.error;
  const account = userByEmail(body.data.email);
  return HttpResponse.json<ForgotPasswordResponse>({
    message: `If ${body.data.email} has an account, a reset link is on its way.`,
    resetToken: account ? issueResetToken(account.id) : randomToken(),
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
 * the token was issued for and uses the token up. A missing, unknown, expired or used token answers
 * 400 with `errors.token`, and nothing changes. An `email`, when sent, must be that account's.
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
  setPassword(account.id, password);
  return HttpResponse.json<MessageResponse>({ message: 'Your password has been reset.' });
});
