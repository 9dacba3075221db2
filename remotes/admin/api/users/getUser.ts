import { http, HttpResponse } from 'msw';
import { userRevision, type UserDetail } from '@atrium/contracts';
import { etag } from '@atrium/mocks/lib/revisions';
import { db } from '@atrium/mocks/db';
import { userDetailOf } from './userDetailOf';
import { api, idParam, malformedId, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

/** GET /api/apps/users/{id} — the user plus taskDone, projectDone, taxId, language (ETag: its revision); 404 "User not found". */
export const getUser = http.get(
  api('/api/apps/users/:id'),
  authorized({ action: 'read', subject: 'User' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const user = db.users.find((u) => u.id === id);
    if (!user) return jsonError(404, 'User not found');
    return HttpResponse.json<UserDetail>(userDetailOf(user), { headers: etag(userRevision(user)) });
  }),
);
