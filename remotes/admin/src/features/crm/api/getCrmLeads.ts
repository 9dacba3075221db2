import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@atrium/platform/list';
import type { CrmLeadListResponse, CrmPeriodQuery } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

/** The leads table's query: its list state (search, stage, sort, page) over the dashboard's period. */
export const crmLeadsQuery = (range: CrmPeriodQuery, params: ListParams<'stage'>) =>
  crmQuery<CrmLeadListResponse>('leads', { ...params, ...periodOf(range) });

/** GET /api/dashboard/crm/leads: the period's leads, searched, filtered, sorted and paged, with counts by stage. */
export function useCrmLeads(range: CrmPeriodQuery, params: ListParams<'stage'>) {
  return useQuery({ ...crmLeadsQuery(range, params), placeholderData: keepPreviousData });
}
