import { http, HttpResponse } from 'msw';
import { userPasswordSchema } from '@atrium/contracts';
import { api, idParam, malformedId, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { setPassword } from '../../lib/credentials';
import { userNotFound, userWithId } from './userRecords';

/**
 * PUT /api/apps/users/{id}/password (addition) — `{ password, confirmPassword }`: an admin sets or
 * replaces the password the user signs in with; 204. 404 "User not found", 400 field errors.
 */
export const setUserPassword = http.put(
  api('/api/apps/users/:id/password'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    if (!userWithId(id)) return userNotFound();
    const body = await parseBody(request, userPasswordSchema);
    if ('error' in body) return body.error;
    setPassword(id, body.data.password);
    return new HttpResponse(null, { status: 204 });
  }),
);
