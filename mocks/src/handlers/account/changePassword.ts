import { http, HttpResponse } from 'msw';
import { accountPasswordChangeSchema, type MessageResponse } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { passwordMatches, setPassword } from '../../lib/credentials';

/**
 * POST /api/account/password (addition) — `{ currentPassword, newPassword }`: the signed-in account's
 * new password (sign-in takes it from now on). 400 `errors.currentPassword` when the current one is
 * wrong, `errors.newPassword` when it is the same or too short; nothing changes then.
 */
export const changePassword = http.post(
  api('/api/account/password'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, accountPasswordChangeSchema);
    if ('error' in body) return body.error;
    const { currentPassword, newPassword } = body.data;
    const refuse = (field: string, message: string) =>
      HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 400 });
    if (!passwordMatches(account.id, currentPassword))
      return refuse('currentPassword', 'The current password is not right');
    if (newPassword === currentPassword)
      return refuse('newPassword', 'The new password must differ from the current one');
    setPassword(account.id, newPassword);
    return HttpResponse.json<MessageResponse>({ message: 'Your password has been changed.' });
  }),
);
