import { http, HttpResponse } from 'msw';
import { userRevision, userSaveSchema, type User } from '@atrium/contracts';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import {
  billingRefused,
  keepsAll,
  lastManagerGuard,
  managesBilling,
  roleGrantRefusal,
  rulesOf,
} from '@atrium/mocks/lib/grants';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';
import { db } from '@atrium/mocks/db';
import {
  existingRoleName,
  ownRoleRefused,
  selfSuspensionRefused,
  takenFields,
  userActedOn,
} from './userRecords';

/**
 * PUT /api/apps/users/{id} (addition) — replaces a user's fields; 200 with the user. 404 "User not
 * found", 400 field errors (an unknown role on `role`, suspending oneself on `status`), 409 on an email
 * or username another user has. Nobody grants what they do not hold: 403 when the user may do more
 * than the caller, when the new role grants what the caller does not hold, for the caller's own role,
 * and for a new plan without the right to manage billing; 409 when it would suspend or demote the last
 * active user who manages everything. A user who loses abilities or is suspended is signed out.
 * With `If-Match` (the revision the form opened, `userRevision`), 412 `{ message, current }` when the
 * user has changed since: nothing is saved. The answer carries the new revision as its ETag.
 */
export const updateUser = http.put(
  api('/api/apps/users/:id'),
  authorized({ action: 'update', subject: 'User' }, async ({ params, request, account }) => {
    const target = userActedOn(params.id, account);
    if ('error' in target) return target.error;
    const { id, user } = target;
    const stale = staleEdit(request, account, 'User', userRevision(user), user);
    if (stale) return stale;
    const body = await parseBody(request, userSaveSchema);
    if ('error' in body) return body.error;
    const role = existingRoleName(body.data.role);
    if ('error' in role) return role.error;
    const next: User = { ...user, ...body.data, id, role: role.name };
    const blocked = lastManagerGuard(db.users.map((u) => (u.id === id ? next : u)));
    if (blocked) return blocked;
    if (role.name.toLowerCase() !== user.role.toLowerCase()) {
      if (id === account.id) return ownRoleRefused();
      const refused = roleGrantRefusal(account, role.name);
      if (refused) return refused;
    }
    if (body.data.currentPlan !== user.currentPlan && !managesBilling(account)) return billingRefused();
    const suspends = body.data.status === 'inactive' && user.status !== 'inactive';
    if (suspends && id === account.id) return selfSuspensionRefused();
    const taken = takenFields(body.data, id);
    if (taken) return taken;
    const loses = !keepsAll(rulesOf(user), rulesOf(next));
    Object.assign(user, next);
    if (loses || suspends) revokeTokensOf(id);
    return HttpResponse.json<User>(user, { headers: etag(userRevision(user)) });
  }),
);
