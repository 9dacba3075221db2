import { http, HttpResponse } from 'msw';
import { accountPasswordChangeSchema, type MessageResponse } from '@atrium/contracts';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized, bearerToken } from '@atrium/mocks/lib/authorize';
import { passwordMatches, setPassword } from '@atrium/mocks/lib/credentials';
import { count, signInCounters, throttled } from '@atrium/mocks/lib/throttle';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';

/**
 * POST /api/account/password (addition) — `{ currentPassword, newPassword }`: the signed-in account's
 * new password (sign-in takes it from now on); every other session of the account ends, the one that
 * made the change stays. 400 `errors.currentPassword` when the current one is wrong,
 * `errors.newPassword` when it is the same or too short; nothing changes then. A wrong current
 * password counts as a failed sign-in (the same limits: 429 with Retry-After over them).
 */
export const changePassword = http.post(
  api('/api/account/password'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, accountPasswordChangeSchema);
    if ('error' in body) return body.error;
    const { currentPassword, newPassword } = body.data;
    const refuse = (field: string, message: string) =>
      HttpResponse.json({ message, errors: { [field]: [message] } }, { status: 400 });
    const counters = signInCounters(account.email, request);
    const refused = throttled(counters);
    if (refused) return refused;
    if (!(await passwordMatches(account.id, currentPassword))) {
      count(counters);
      return refuse('currentPassword', 'The current password is not right');
    }
    if (newPassword === currentPassword)
      return refuse('newPassword', 'The new password must differ from the current one');
    await setPassword(account.id, newPassword);
    revokeTokensOf(account.id, bearerToken(request));
    return HttpResponse.json<MessageResponse>({ message: 'Your password has been changed.' });
  }),
);
