import { http, HttpResponse } from 'msw';
import { accountDeactivateSchema, type MessageResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { passwordMatches } from '@atrium/mocks/lib/credentials';
import { lastManagerGuard } from '@atrium/mocks/lib/grants';
import { count, signInCounters, throttled } from '@atrium/mocks/lib/throttle';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';

/**
 * POST /api/account/deactivate (addition) — `{ password }`: the signed-in account becomes inactive
 * (sign-in is refused with "This account is suspended" until an admin activates it again) and every
 * session of it ends, this one included. 400 `errors.password` when the password is wrong (counted as
 * a failed sign-in: 429 over the limits); 409 for the last active user who manages everything. Nothing
 * changes on a refusal.
 */
export const deactivateAccount = http.post(
  api('/api/account/deactivate'),
  authorized('signed-in', async ({ request, account }) => {
    const body = await parseBody(request, accountDeactivateSchema);
    if ('error' in body) return body.error;
    const counters = signInCounters(account.email, request);
    const refused = throttled(counters);
    if (refused) return refused;
    if (!(await passwordMatches(account.id, body.data.password))) {
      count(counters);
      const message = 'The password is not right';
      return HttpResponse.json({ message, errors: { password: [message] } }, { status: 400 });
    }
    const blocked = lastManagerGuard(
      db.users.map((u) => (u.id === account.id ? { ...u, status: 'inactive' as const } : u)),
    );
    if (blocked) return blocked;
    const user = db.users.find((u) => u.id === account.id)!;
    user.status = 'inactive';
    revokeTokensOf(account.id);
    return HttpResponse.json<MessageResponse>({ message: 'Your account is deactivated.' });
  }),
);
