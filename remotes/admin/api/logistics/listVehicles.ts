import { http, HttpResponse } from 'msw';
import type { Vehicle, VehicleListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Vehicle>> = {
  location: { kind: 'number', value: (v) => v.location },
  startRoute: { kind: 'text', value: (v) => v.startCity },
  endRoute: { kind: 'text', value: (v) => v.endCity },
  warnings: { kind: 'text', value: (v) => v.warnings },
  progress: { kind: 'number', value: (v) => v.progress },
};

/** GET /api/apps/logistics/vehicles — sortBy location | startRoute | endRoute | warnings | progress, paging. */
export const listVehicles = http.get(
  api('/api/apps/logistics/vehicles'),
  authorized({ action: 'read', subject: 'Vehicle' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { page, itemsPerPage } = parsePaging(params);
    const rows = sortRows(db.vehicles, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<VehicleListResponse>({
      vehicles: paginate(rows, page, itemsPerPage),
      totalVehicles: rows.length,
    });
  }),
);
