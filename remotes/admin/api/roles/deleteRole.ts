import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { checkRoleDataChange } from '@atrium/mocks/lib/grants';
import { builtInRole, usersHolding } from './roleRecords';

/**
 * DELETE /api/apps/roles/{id} (addition) — 204, and the role leaves every permission assigned to it.
 * 404 "Role not found"; 409 while users hold it (they would be left with no rules; the body says
 * how many, `totalUsers`) or for a built-in role; 403 when the role may do more than the caller.
 */
export const deleteRole = http.delete(
  api('/api/apps/roles/:id'),
  authorized({ action: 'delete', subject: 'Role' }, ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const role = db.roles.find((r) => r.id === id);
    if (!role) return jsonError(404, 'Role not found');
    if (role.builtIn) return builtInRole(role, 'deleted');
    const holders = usersHolding(role.name).length;
    if (holders > 0) {
      const who = holders === 1 ? '1 user holds' : `${holders} users hold`;
      const message = `${who} this role; give them another role first`;
      return HttpResponse.json({ message, totalUsers: holders }, { status: 409 });
    }
    const name = role.name.toLowerCase();
    const checked = checkRoleDataChange(
      account,
      { roles: db.roles.filter((r) => r.id !== id), permissions: db.permissions },
      [id],
    );
    if ('error' in checked) return checked.error;
    db.roles = db.roles.filter((r) => r.id !== id);
    for (const permission of db.permissions) {
      permission.assignedTo = permission.assignedTo.filter((r) => r.toLowerCase() !== name);
    }
    return new HttpResponse(null, { status: 204 });
  }),
);
