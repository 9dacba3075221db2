import { http, HttpResponse } from 'msw';
import { userCreateSchema, type User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { setPassword } from '@atrium/mocks/lib/credentials';
import { billingRefused, managesBilling, roleGrantRefusal } from '@atrium/mocks/lib/grants';
import { existingRoleName, takenFields } from './userRecords';

/** The plan a user may be given without the right to manage billing (it costs nothing). */
const FREE_PLAN = 'basic';

/**
 * POST /api/apps/users — creates a user with the next id; 201 with the stored user (never the
 * password). With a `password` the user can sign in at once; without one, not until an admin sets one.
 * 400 field errors (an unknown role on `role`), 409 on a taken email or username. 403 when the role
 * grants what the caller does not hold, or for a paid plan without the right to manage billing.
 */
export const createUser = http.post(
  api('/api/apps/users'),
  authorized({ action: 'create', subject: 'User' }, async ({ request, account }) => {
    const body = await parseBody(request, userCreateSchema);
    if ('error' in body) return body.error;
    const { password, ...fields } = body.data;
    const role = existingRoleName(fields.role);
    if ('error' in role) return role.error;
    const refused = roleGrantRefusal(account, role.name);
    if (refused) return refused;
    if (fields.currentPlan !== FREE_PLAN && !managesBilling(account)) return billingRefused();
    const taken = takenFields(fields);
    if (taken) return taken;
    const user: User = { ...fields, role: role.name, id: Math.max(0, ...db.users.map((u) => u.id)) + 1 };
    db.users.push(user);
    if (password !== undefined) await setPassword(user.id, password);
    return HttpResponse.json<User>(user, { status: 201 });
  }),
);
