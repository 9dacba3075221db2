import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { VehicleListQuery, VehicleListResponse } from '@atrium/contracts';

export const vehicleKeys = {
  all: ['admin', 'vehicles'] as const,
  list: (query: VehicleListQuery) => [...vehicleKeys.all, 'list', query] as const,
  infinite: (pageSize: number) => [...vehicleKeys.all, 'infinite', pageSize] as const,
};

export function getVehicles(query: VehicleListQuery, signal?: AbortSignal) {
  return api<VehicleListResponse>('/api/apps/logistics/vehicles', { query: { ...query }, signal });
}

export const vehiclesQuery = (query: VehicleListQuery) =>
  queryOptions({
    queryKey: vehicleKeys.list(query),
    queryFn: ({ signal }) => getVehicles(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/logistics/vehicles: sortBy, orderBy, page, itemsPerPage. */
export function useVehicles(query: VehicleListQuery) {
  return useQuery(vehiclesQuery(query));
}

/** The same list page after page ("Load more"), for the fleet's side list. */
export function useVehiclePages(pageSize = 10) {
  return useInfiniteQuery({
    queryKey: vehicleKeys.infinite(pageSize),
    queryFn: ({ pageParam, signal }) => getVehicles({ page: pageParam, itemsPerPage: pageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * pageSize < last.totalVehicles ? pages.length + 1 : undefined,
  });
}
