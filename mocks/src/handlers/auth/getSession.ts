import { http, HttpResponse } from 'msw';
import type { SessionResponse } from '@atrium/contracts';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { effectiveRules } from '../../lib/effectiveRules';
import { userDataOf } from './userDataOf';

/**
 * GET /api/auth/session (addition) — the signed-in user as they are now and their role's current
 * rules. The app asks on start and on navigation, so a role an admin changed applies without signing
 * out; a token of a deleted or suspended user answers 401 (the app then signs out).
 */
export const getSession = http.get(
  api('/api/auth/session'),
  authorized('signed-in', ({ account }) =>
    HttpResponse.json<SessionResponse>({
      userData: userDataOf(account),
      userAbilityRules: effectiveRules(account.role),
    }),
  ),
);
