import { http, HttpResponse } from 'msw';
import type { RoleListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { summarizeRole } from './roleRecords';

/** GET /api/apps/roles (addition) — every role with its user count, first users, permissions and effective rules. */
export const listRoles = http.get(
  api('/api/apps/roles'),
  authorized({ action: 'read', subject: 'Role' }, () =>
    HttpResponse.json<RoleListResponse>({ roles: db.roles.map(summarizeRole) }),
  ),
);
