import { http, HttpResponse } from 'msw';
import { roleRevision, roleSaveSchema, type Role } from '@atrium/contracts';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { checkRoleDataChange } from '@atrium/mocks/lib/grants';
import { revokeTokensOf } from '@atrium/mocks/lib/tokens';
import { builtInRole, roleNamed, roleNameTaken } from './roleRecords';
import { sortedRules } from './sortedRules';

/**
 * PUT /api/apps/roles/{id} (addition) — renames a role and replaces its matrix; 200 with it. Users hold
 * a role by name, so a new name is carried to every user holding it and every permission assigned to
 * it. 400, 404 "Role not found", 409 on a built-in role or a name another role has, or when no active
 * user would be left who manages everything. 403 when the role may do more than the caller, or would
 * grant what the caller does not hold. Its users who lose an ability are signed out. With `If-Match`
 * (roleRevision of the role as the form opened it), 412 `{ message, current }` when it changed since.
 */
export const updateRole = http.put(
  api('/api/apps/roles/:id'),
  authorized({ action: 'update', subject: 'Role' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const role = db.roles.find((r) => r.id === id);
    if (!role) return jsonError(404, 'Role not found');
    if (role.builtIn) return builtInRole(role, 'changed');
    const stale = staleEdit(request, account, 'Role', roleRevision(role), role);
    if (stale) return stale;
    const body = await parseBody(request, roleSaveSchema);
    if ('error' in body) return body.error;
    if (roleNamed(body.data.name, role.id)) return roleNameTaken();

    const renamed = body.data.name;
    const updated: Role = { ...role, name: renamed, rules: sortedRules(body.data.rules) };
    const before = role.name.toLowerCase();
    const renamedRole = (r: string) => (r.toLowerCase() === before ? renamed : r);
    const checked = checkRoleDataChange(
      account,
      {
        roles: db.roles.map((r) => (r.id === id ? updated : r)),
        permissions: db.permissions.map((p) => ({ ...p, assignedTo: p.assignedTo.map(renamedRole) })),
      },
      [id],
    );
    if ('error' in checked) return checked.error;

    for (const user of db.users) if (user.role.toLowerCase() === before) user.role = renamed;
    for (const permission of db.permissions) {
      permission.assignedTo = permission.assignedTo.map(renamedRole);
    }
    db.roles = db.roles.map((r) => (r.id === id ? updated : r));
    for (const userId of checked.losers) revokeTokensOf(userId);
    return HttpResponse.json<Role>(updated, { headers: etag(roleRevision(updated)) });
  }),
);
