import { http, HttpResponse } from 'msw';
import { api, jsonError } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { liveVersion, versionsOf } from '../../lib/registry';

/**
 * POST /api/platform/registry/areas/{area}/rollback — one action: the newest previous version becomes
 * live again, and the live one is withdrawn (so a second rollback goes one further back rather than
 * forth). 409 when there is nothing to go back to. Needs `update Platform`; audited.
 */
export const rollbackArea = http.post(
  api('/api/platform/registry/areas/:area/rollback'),
  authorized({ action: 'update', subject: 'Platform' }, ({ params }) => {
    const area = String(params.area);
    const live = liveVersion(area);
    if (!live) return jsonError(404, `No area named ${area}`);
    const previous = versionsOf(area)
      .filter((v) => v.status === 'previous')
      .sort((a, b) => b.version - a.version)[0];
    if (!previous) return jsonError(409, `${area} has no previous version to roll back to`);
    live.status = 'withdrawn';
    previous.status = 'live';
    return HttpResponse.json(previous);
  }),
);
