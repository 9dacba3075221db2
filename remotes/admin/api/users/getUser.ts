import { http, HttpResponse } from 'msw';
import type { UserDetail } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { userDetail } from '@atrium/mocks/data/users';
import { api, idParam, malformedId, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';

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
