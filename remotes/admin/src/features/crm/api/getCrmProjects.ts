import { useQuery } from '@tanstack/react-query';
import type { CrmPeriodQuery, CrmProjectsResponse } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

export const crmProjectsQuery = (range: CrmPeriodQuery) =>
  crmQuery<CrmProjectsResponse>('projects', periodOf(range));

/** GET /api/dashboard/crm/projects: projects running in the period, soonest due first, and their average progress. */
export function useCrmProjects(range: CrmPeriodQuery) {
  return useQuery(crmProjectsQuery(range));
}
