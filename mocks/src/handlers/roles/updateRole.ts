import { http, HttpResponse } from 'msw';
import { roleSaveSchema, type Role } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, jsonError, malformedId, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { builtInRole, roleNamed, roleNameTaken } from './roleRecords';
import { sortedRules } from './sortedRules';

/**
 * PUT /api/apps/roles/{id} (addition) — renames a role and replaces its matrix; 200 with it. Users hold
 * a role by name, so a new name is carried to every user holding it and every permission assigned to
 * it. 400, 404 "Role not found", 409 on a built-in role or a name another role has.
 */
export const updateRole = http.put(
  api('/api/apps/roles/:id'),
  authorized({ action: 'update', subject: 'Role' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const role = db.roles.find((r) => r.id === id);
    if (!role) return jsonError(404, 'Role not found');
    if (role.builtIn) return builtInRole(role, 'changed');
    const body = await parseBody(request, roleSaveSchema);
    if ('error' in body) return body.error;
    if (roleNamed(body.data.name, role.id)) return roleNameTaken();

    const before = role.name.toLowerCase();
    const renamed = body.data.name;
    for (const user of db.users) if (user.role.toLowerCase() === before) user.role = renamed;
    for (const permission of db.permissions) {
      permission.assignedTo = permission.assignedTo.map((r) => (r.toLowerCase() === before ? renamed : r));
    }
    const updated: Role = { ...role, name: renamed, rules: sortedRules(body.data.rules) };
    db.roles = db.roles.map((r) => (r.id === id ? updated : r));
    return HttpResponse.json<Role>(updated);
  }),
);
