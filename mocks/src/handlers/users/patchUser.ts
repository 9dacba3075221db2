import { http, HttpResponse } from 'msw';
import { userPatchSchema, type User } from '@atrium/contracts';
import { api, idParam, malformedId, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { userNotFound, userWithId } from './userRecords';

/**
 * PATCH /api/apps/users/{id} (addition) — `{ status?, currentPlan? }`: suspend (`inactive`: the user
 * cannot sign in and their tokens stop working), activate, or change plan; 200 with the user. 404
 * "User not found", 400 field errors; 400 `errors.status` when callers would suspend themselves (they
 * would lock themselves out with no one left to undo it).
 */
export const patchUser = http.patch(
  api('/api/apps/users/:id'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const user = userWithId(id);
    if (!user) return userNotFound();
    const body = await parseBody(request, userPatchSchema);
    if ('error' in body) return body.error;
    if (body.data.status === 'inactive' && id === account.id) {
      const message = 'You cannot suspend your own account';
      return HttpResponse.json({ message, errors: { status: [message] } }, { status: 400 });
    }
    if (body.data.status) user.status = body.data.status;
    if (body.data.currentPlan) user.currentPlan = body.data.currentPlan;
    return HttpResponse.json<User>(user);
  }),
);
