import { http, HttpResponse } from 'msw';
import type { AreaHistoryResponse } from '@atrium/contracts';
import { api, jsonError } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { versionsOf } from '../../lib/registry';

/** GET /api/platform/registry/areas/{area}/versions — an area's versions, newest first. Needs `read Platform`. */
export const getAreaHistory = http.get(
  api('/api/platform/registry/areas/:area/versions'),
  authorized({ action: 'read', subject: 'Platform' }, ({ params }) => {
    const area = String(params.area);
    const versions = versionsOf(area);
    if (versions.length === 0) return jsonError(404, `No area named ${area}`);
    return HttpResponse.json<AreaHistoryResponse>({
      area,
      versions: [...versions].sort((a, b) => b.version - a.version),
    });
  }),
);
