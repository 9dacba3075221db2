import { http, HttpResponse } from 'msw';
import { LIMITS, permissionSaveSchema, type Permission } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { createdDate } from './createdDate';
import {
  checkPermissionChange,
  permissionFields,
  permissionNamed,
  permissionNameTaken,
} from './permissionRecords';

/**
 * POST /api/apps/permissions (addition) — adds a permission with the next id, created now; 201 with it.
 * 400 field errors (an unknown role on `assignedTo`), 409 `errors.name` when the name is taken, 403
 * when it grants what the caller does not hold (itself, or to a role it is assigned to).
 */
export const createPermission = http.post(
  api('/api/apps/permissions'),
  authorized({ action: 'create', subject: 'Permission' }, async ({ request, account }) => {
    const body = await parseBody(request, permissionSaveSchema);
    if ('error' in body) return body.error;
    const checked = permissionFields(body.data);
    if ('error' in checked) return checked.error;
    if (permissionNamed(checked.fields.name)) return permissionNameTaken();
    if (db.permissions.length >= LIMITS.ids) return jsonError(400, 'Too many permissions');
    const permission: Permission = {
      id: Math.max(0, ...db.permissions.map((p) => p.id)) + 1,
      ...checked.fields,
      createdDate: createdDate(),
    };
    const checkedGrant = checkPermissionChange(account, undefined, permission);
    if ('error' in checkedGrant) return checkedGrant.error;
    db.permissions.push(permission);
    checkedGrant.signOutLosers();
    return HttpResponse.json<Permission>(permission, { status: 201 });
  }),
);
