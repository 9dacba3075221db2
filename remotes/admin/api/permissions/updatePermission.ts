import { http, HttpResponse } from 'msw';
import { permissionRevision, permissionSaveSchema, type Permission } from '@atrium/contracts';
import { etag, staleEdit } from '@atrium/mocks/lib/revisions';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import {
  checkPermissionChange,
  permissionFields,
  permissionNamed,
  permissionNameTaken,
} from './permissionRecords';

/**
 * PUT /api/apps/permissions/{id} (addition) — replaces a permission's name, roles and abilities (its
 * created date stays); 200 with it. 400 (an unknown role on `assignedTo`), 404 "Permission not found",
 * 409 `errors.name` when another permission has the name, or when no active user would be left who
 * manages everything. 403 when the permission, or a role whose rules it changes, holds more than the
 * caller before or after. The users of roles that lose an ability are signed out. With `If-Match`
 * (permissionRevision of it as the dialog opened it), 412 `{ message, current }` when it changed since.
 */
export const updatePermission = http.put(
  api('/api/apps/permissions/:id'),
  authorized({ action: 'update', subject: 'Permission' }, async ({ params, request, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const existing = db.permissions.find((p) => p.id === id);
    if (!existing) return jsonError(404, 'Permission not found');
    const stale = staleEdit(request, account, 'Permission', permissionRevision(existing), existing);
    if (stale) return stale;
    const body = await parseBody(request, permissionSaveSchema);
    if ('error' in body) return body.error;
    const checked = permissionFields(body.data);
    if ('error' in checked) return checked.error;
    if (permissionNamed(checked.fields.name, id)) return permissionNameTaken();
    const updated: Permission = { ...existing, ...checked.fields };
    const checkedGrant = checkPermissionChange(account, existing, updated);
    if ('error' in checkedGrant) return checkedGrant.error;
    db.permissions = db.permissions.map((p) => (p.id === id ? updated : p));
    checkedGrant.signOutLosers();
    return HttpResponse.json<Permission>(updated, { headers: etag(permissionRevision(updated)) });
  }),
);
