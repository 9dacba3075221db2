import { http, HttpResponse } from 'msw';
import { userPasswordSchema } from '@atrium/contracts';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized, bearerToken } from '@atrium/mocks/lib/authorize';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';
import { setPassword } from '@atrium/mocks/lib/credentials';
import { userActedOn } from './userRecords';

/**
 * PUT /api/apps/users/{id}/password (addition) — `{ password, confirmPassword }`: an admin sets or
 * replaces the password the user signs in with; 204, and every session of the user ends (an admin
 * who sets their own keeps the one they made it from). 404 "User not found", 400 field errors, 403
 * when the user may do more than the caller.
 */
export const setUserPassword = http.put(
  api('/api/apps/users/:id/password'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request, account }) => {
    const target = userActedOn(params.id, account);
    if ('error' in target) return target.error;
    const { id } = target;
    const body = await parseBody(request, userPasswordSchema);
    if ('error' in body) return body.error;
    await setPassword(id, body.data.password);
    revokeTokensOf(id, id === account.id ? bearerToken(request) : undefined);
    return new HttpResponse(null, { status: 204 });
  }),
);
