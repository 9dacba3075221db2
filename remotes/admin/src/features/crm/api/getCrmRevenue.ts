import { useQuery } from '@tanstack/react-query';
import type { CrmPeriodQuery, CrmRevenueResponse } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

export const crmRevenueQuery = (range: CrmPeriodQuery) =>
  crmQuery<CrmRevenueResponse>('revenue', periodOf(range));

/** GET /api/dashboard/crm/revenue: won deals by day, week or month, and the total of the period before. */
export function useCrmRevenue(range: CrmPeriodQuery) {
  return useQuery(crmRevenueQuery(range));
}
