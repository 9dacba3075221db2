import { useQuery } from '@tanstack/react-query';
import type { EcommerceDashboardQuery, EcommerceStatusesResponse } from '@atrium/contracts';
import { dashboardQuery, periodOf } from './dashboardQuery';

export const statusesQuery = (range: EcommerceDashboardQuery) =>
  dashboardQuery<EcommerceStatusesResponse>('statuses', periodOf(range));

/** GET /api/dashboard/ecommerce/statuses: the period's orders by status. */
export function useStatuses(range: EcommerceDashboardQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...statusesQuery(range), ...options });
}
