import { http, HttpResponse } from 'msw';
import { permissionSaveSchema, type Permission } from '@atrium/contracts';
import { db } from '../../db';
import { api, idParam, jsonError, malformedId, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { permissionFields, permissionNamed, permissionNameTaken } from './permissionRecords';

/**
 * PUT /api/apps/permissions/{id} (addition) — replaces a permission's name, roles and abilities (its
 * created date stays); 200 with it. 400 (an unknown role on `assignedTo`), 404 "Permission not found",
 * 409 `errors.name` when another permission has the name.
 */
export const updatePermission = http.put(
  api('/api/apps/permissions/:id'),
  authorized({ action: 'update', subject: 'Permission' }, async ({ params, request }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const existing = db.permissions.find((p) => p.id === id);
    if (!existing) return jsonError(404, 'Permission not found');
    const body = await parseBody(request, permissionSaveSchema);
    if ('error' in body) return body.error;
    const checked = permissionFields(body.data);
    if ('error' in checked) return checked.error;
    if (permissionNamed(checked.fields.name, id)) return permissionNameTaken();
    const updated: Permission = { ...existing, ...checked.fields };
    db.permissions = db.permissions.map((p) => (p.id === id ? updated : p));
    return HttpResponse.json<Permission>(updated);
  }),
);
