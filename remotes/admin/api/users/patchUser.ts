import { http, HttpResponse } from 'msw';
import { userPatchSchema, type User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { billingRefused, lastManagerGuard, managesBilling } from '@atrium/mocks/lib/grants';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';
import { selfSuspensionRefused, userActedOn } from './userRecords';

/**
 * PATCH /api/apps/users/{id} (addition) — `{ status?, currentPlan? }`: suspend (`inactive`: the user
 * cannot sign in and their sessions end), activate, or change plan; 200 with the user. 404 "User not
 * found", 400 field errors; 400 `errors.status` when callers would suspend themselves (they would lock
 * themselves out with no one left to undo it). 403 when the user may do more than the caller, or for
 * a new plan without the right to manage billing; 409 when it would suspend the last active user who
 * manages everything.
 */
export const patchUser = http.patch(
  api('/api/apps/users/:id'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request, account }) => {
    const target = userActedOn(params.id, account);
    if ('error' in target) return target.error;
    const { id, user } = target;
    const body = await parseBody(request, userPatchSchema);
    if ('error' in body) return body.error;
    const { status, currentPlan } = body.data;
    const suspends = status === 'inactive' && user.status !== 'inactive';
    if (suspends) {
      const blocked = lastManagerGuard(db.users.map((u) => (u.id === id ? { ...u, status } : u)));
      if (blocked) return blocked;
    }
    if (status === 'inactive' && id === account.id) return selfSuspensionRefused();
    if (currentPlan && currentPlan !== user.currentPlan && !managesBilling(account)) return billingRefused();
    if (status) user.status = status;
    if (currentPlan) user.currentPlan = currentPlan;
    if (suspends) revokeTokensOf(id);
    return HttpResponse.json<User>(user);
  }),
);
