import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, idParam, jsonError, malformedId } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** DELETE /api/apps/permissions/{id} (addition) — 204; its roles lose what it granted. 404 "Permission not found". */
export const deletePermission = http.delete(
  api('/api/apps/permissions/:id'),
  authorized({ action: 'delete', subject: 'Permission' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    if (!db.permissions.some((p) => p.id === id)) return jsonError(404, 'Permission not found');
    db.permissions = db.permissions.filter((p) => p.id !== id);
    return new HttpResponse(null, { status: 204 });
  }),
);
