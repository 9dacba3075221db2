import { queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { orderKeys } from '../../../common/orderKeys';

type Params = EcommerceDashboardQuery & Record<string, string | number | undefined>;

/**
 * Query keys of the dashboard's calls, one per card with the period. They sit under the orders' key:
 * deleting an order (which refreshes every orders query) refreshes the figures that summarise them.
 */
export const dashboardKeys = {
  all: [...orderKeys.all, 'dashboard'] as const,
  figure: (name: string, query: Params) => [...dashboardKeys.all, name, query] as const,
};

/** The query options of one call, `GET /api/dashboard/ecommerce/<name>?from&to…`. */
export function dashboardQuery<T>(name: string, query: Params) {
  return queryOptions({
    queryKey: dashboardKeys.figure(name, query),
    queryFn: ({ signal }) => api<T>(`/api/dashboard/ecommerce/${name}`, { query, signal }),
  });
}

/** Only the period of a range (a range also says which preset it came from: not a parameter). */
export const periodOf = ({ from, to }: EcommerceDashboardQuery) => ({ from, to });
