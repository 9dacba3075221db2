import { useQuery } from '@tanstack/react-query';
import type { EcommerceDashboardQuery, EcommerceSalesResponse } from '@atrium/contracts';
import { dashboardQuery, periodOf } from './dashboardQuery';

export const salesQuery = (range: EcommerceDashboardQuery) =>
  dashboardQuery<EcommerceSalesResponse>('sales', periodOf(range));

/** GET /api/dashboard/ecommerce/sales: the period's orders by day, week or month, and the same slices one period earlier. */
export function useSales(range: EcommerceDashboardQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...salesQuery(range), ...options });
}
