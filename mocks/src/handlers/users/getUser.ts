import { http, HttpResponse } from 'msw';
import type { UserDetail } from '@atrium/contracts';
import { db } from '../../db';
import { userDetail } from '../../data/users';
import { api, idParam, malformedId, jsonError } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** GET /api/apps/users/{id} — the user plus taskDone, projectDone, taxId, language; 404 "User not found". */
export const getUser = http.get(
  api('/api/apps/users/:id'),
  authorized({ action: 'read', subject: 'User' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const user = db.users.find((u) => u.id === id);
    if (!user) return jsonError(404, 'User not found');
    return HttpResponse.json<UserDetail>(userDetail(user));
  }),
);
