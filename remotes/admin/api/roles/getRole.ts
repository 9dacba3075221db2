import { http, HttpResponse } from 'msw';
import type { RoleSummary } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { summarizeRole } from './roleRecords';

/** GET /api/apps/roles/{id} (addition) — the role as listed; 404 "Role not found". */
export const getRole = http.get(
  api('/api/apps/roles/:id'),
  authorized({ action: 'read', subject: 'Role' }, ({ params }) => {
    const id = idParam(params.id);
    if (id === undefined) return malformedId();
    const role = db.roles.find((r) => r.id === id);
    if (!role) return jsonError(404, 'Role not found');
    return HttpResponse.json<RoleSummary>(summarizeRole(role));
  }),
);
