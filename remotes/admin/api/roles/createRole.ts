import { http, HttpResponse } from 'msw';
import { LIMITS, roleSaveSchema, type Role } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { checkRoleDataChange } from '@atrium/mocks/lib/grants';
import { roleNamed, roleNameTaken } from './roleRecords';
import { sortedRules } from './sortedRules';

/**
 * POST /api/apps/roles (addition) — adds a role with the next id; 201 with it (rules without repeats,
 * sorted). 400 field errors, 409 `errors.name` when a role already has the name (without case), 403
 * when it would grant what the caller does not hold.
 */
export const createRole = http.post(
  api('/api/apps/roles'),
  authorized({ action: 'create', subject: 'Role' }, async ({ request, account }) => {
    const body = await parseBody(request, roleSaveSchema);
    if ('error' in body) return body.error;
    if (roleNamed(body.data.name)) return roleNameTaken();
    if (db.roles.length >= LIMITS.list) return jsonError(400, 'Too many roles');
    const role: Role = {
      id: Math.max(0, ...db.roles.map((r) => r.id)) + 1,
      name: body.data.name,
      rules: sortedRules(body.data.rules),
      builtIn: false,
    };
    const checked = checkRoleDataChange(account, { roles: [...db.roles, role], permissions: db.permissions });
    if ('error' in checked) return checked.error;
    db.roles.push(role);
    return HttpResponse.json<Role>(role, { status: 201 });
  }),
);
