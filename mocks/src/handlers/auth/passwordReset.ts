import { http, HttpResponse } from 'msw';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  type MessageResponse,
} from '@atrium/contracts';
import { db } from '../../db';
import { api, parseBody } from '../../lib/responses';
import { saveAccounts } from '../../lib/persistedAccounts';

/** POST /api/auth/forgot-password (addition) — 200 whether or not the email exists (no account enumeration). */
export const forgotPassword = http.post(api('/api/auth/forgot-password'), async ({ request }) => {
  const body = await parseBody(request, forgotPasswordRequestSchema);
  if ('error' in body) return body.error;
  return HttpResponse.json<MessageResponse>({
    message: `If ${body.data.email} has an account, a reset link is on its way.`,
  });
});

/** POST /api/auth/reset-password (addition) — sets the password of that email's account; 200 either way. */
export const resetPassword = http.post(api('/api/auth/reset-password'), async ({ request }) => {
  const body = await parseBody(request, resetPasswordRequestSchema);
  if ('error' in body) return body.error;
  const account = db.accounts.find((a) => a.email.toLowerCase() === body.data.email.toLowerCase());
  if (account) {
    account.password = body.data.password;
    saveAccounts(db.accounts);
  }
  return HttpResponse.json<MessageResponse>({ message: 'Your password has been reset.' });
});
