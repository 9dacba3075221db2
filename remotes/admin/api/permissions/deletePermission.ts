import { http, HttpResponse } from 'msw';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { checkPermissionChange } from './permissionRecords';

/**
 * DELETE /api/apps/permissions/{id} (addition) — 204; its roles lose what it granted (their users who
 * lose an ability are signed out). 404 "Permission not found"; 403 when the permission, or a role it
 * is assigned to, holds more than the caller; 409 when no active user would be left who manages
 * everything.
 */
export const deletePermission = http.delete(
  api('/api/apps/permissions/:id'),
  authorized({ action: 'delete', subject: 'Permission' }, ({ params, account }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const existing = db.permissions.find((p) => p.id === id);
    if (!existing) return jsonError(404, 'Permission not found');
    const checked = checkPermissionChange(account, existing, undefined);
    if ('error' in checked) return checked.error;
    db.permissions = db.permissions.filter((p) => p.id !== id);
    checked.signOutLosers();
    return new HttpResponse(null, { status: 204 });
  }),
);
