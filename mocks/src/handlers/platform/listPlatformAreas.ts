import { http, HttpResponse } from 'msw';
import type { PlatformAreasResponse } from '@atrium/contracts';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { overridesOf, platformArea, registryAreas } from '../../lib/registry';

/**
 * GET /api/platform/registry/areas — the Platform console's list: each area with its live and canary
 * versions, how many it may roll back to, and the caller's session override; `q` finds areas by name.
 * A handful of rows, computed in memory. Needs `read Platform`.
 */
export const listPlatformAreas = http.get(
  api('/api/platform/registry/areas'),
  authorized({ action: 'read', subject: 'Platform' }, ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').trim().toLowerCase();
    const overrides = overridesOf(request);
    const areas = registryAreas()
      .filter((area) => area.includes(q))
      .map((area) => platformArea(area, overrides));
    return HttpResponse.json<PlatformAreasResponse>({ areas, total: areas.length });
  }),
);
