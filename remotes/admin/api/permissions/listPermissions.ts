import { http, HttpResponse } from 'msw';
import type { Permission, PermissionListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Permission>> = {
  name: { kind: 'text', value: (p) => p.name },
};

/** GET /api/apps/permissions — q (name or an assigned role), sortBy name, paging. */
export const listPermissions = http.get(
  api('/api/apps/permissions'),
  authorized({ action: 'read', subject: 'Permission' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const { page, itemsPerPage } = parsePaging(params);
    let rows = db.permissions.filter((p) => matchText(q, p.name, ...p.assignedTo));
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<PermissionListResponse>({
      permissions: paginate(rows, page, itemsPerPage),
      totalPermissions: rows.length,
    });
  }),
);
