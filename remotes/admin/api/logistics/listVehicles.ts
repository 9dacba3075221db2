import { http, HttpResponse } from 'msw';
import type { Vehicle, VehicleListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const VEHICLE_LIST: ListSpec = {
  collection: 'vehicles',
  search: [],
  filters: [],
  sort: {
    location: { path: 'location', kind: 'number' },
    startRoute: { path: 'startCity', kind: 'text' },
    endRoute: { path: 'endCity', kind: 'text' },
    warnings: { path: 'warnings', kind: 'text' },
    progress: { path: 'progress', kind: 'number' },
  },
};

/** GET /api/apps/logistics/vehicles — sortBy location | startRoute | endRoute | warnings | progress, paging. */
export const listVehicles = http.get(
  api('/api/apps/logistics/vehicles'),
  authorized({ action: 'read', subject: 'Vehicle' }, async ({ request }) => {
    const { rows, total } = await queryList<Vehicle>(VEHICLE_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<VehicleListResponse>({ vehicles: rows, totalVehicles: total });
  }),
);
