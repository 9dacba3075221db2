import { useQuery } from '@tanstack/react-query';
import type { CrmPeriodQuery, CrmActivityResponse } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

export const crmActivityQuery = (range: CrmPeriodQuery) =>
  crmQuery<CrmActivityResponse>('activity', periodOf(range));

/** GET /api/dashboard/crm/activity: the period's activity, newest first. */
export function useCrmActivity(range: CrmPeriodQuery) {
  return useQuery(crmActivityQuery(range));
}
