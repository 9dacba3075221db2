import { useQuery } from '@tanstack/react-query';
import type { CrmPeriodQuery, CrmFunnelResponse } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

export const crmFunnelQuery = (range: CrmPeriodQuery) =>
  crmQuery<CrmFunnelResponse>('funnel', periodOf(range));

/** GET /api/dashboard/crm/funnel: the deals opened in the period by the stages they reached. */
export function useCrmFunnel(range: CrmPeriodQuery) {
  return useQuery(crmFunnelQuery(range));
}
