import { http, HttpResponse } from 'msw';
import type { AccountSettings } from '@atrium/contracts';
import { api, idParam, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { settingsOf } from '../account/settingsRecord';
import { userNotFound, userWithId } from './userRecords';

/**
 * GET /api/apps/users/{id}/settings (addition) — the user's settings, the very record the user sees on
 * their own account settings page (GET /api/account/settings); 404 "User not found".
 */
export const getUserSettings = http.get(
  api('/api/apps/users/:id/settings'),
  authorized({ action: 'read', subject: 'User' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const user = userWithId(id);
    if (!user) return userNotFound();
    return HttpResponse.json<AccountSettings>(settingsOf(user));
  }),
);
