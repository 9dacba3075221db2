import { http, HttpResponse } from 'msw';
import { userSaveSchema, type User } from '@atrium/contracts';
import { api, idParam, malformedId, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { existingRoleName, takenFields, userNotFound, userWithId } from './userRecords';

/**
 * PUT /api/apps/users/{id} (addition) — replaces a user's fields; 200 with the user. 404 "User not
 * found", 400 field errors (an unknown role on `role`), 409 on an email or username another user has.
 */
export const updateUser = http.put(
  api('/api/apps/users/:id'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const user = userWithId(id);
    if (!user) return userNotFound();
    const body = await parseBody(request, userSaveSchema);
    if ('error' in body) return body.error;
    const role = existingRoleName(body.data.role);
    if ('error' in role) return role.error;
    const taken = takenFields(body.data, id);
    if (taken) return taken;
    Object.assign(user, body.data, { id, role: role.name });
    return HttpResponse.json<User>(user);
  }),
);
