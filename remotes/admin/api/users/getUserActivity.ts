import { http, HttpResponse } from 'msw';
import type { UserActivity } from '@atrium/contracts';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { userNotFound, userWithId } from './userRecords';
import { userActivityOf } from './userActivityOf';

/**
 * GET /api/apps/users/{id}/activity (addition) — the user's projects, the latest of what the audit log
 * recorded them doing and their open sessions, newest first (userActivityOf); 404 "User not found".
 */
export const getUserActivity = http.get(
  api('/api/apps/users/:id/activity'),
  authorized({ action: 'read', subject: 'User' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const user = userWithId(id);
    if (!user) return userNotFound();
    return HttpResponse.json<UserActivity>(userActivityOf(user));
  }),
);
