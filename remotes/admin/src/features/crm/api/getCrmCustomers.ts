import { useQuery } from '@tanstack/react-query';
import type { CrmPeriodQuery, CrmCustomersResponse } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

export const crmCustomersQuery = (range: CrmPeriodQuery) =>
  crmQuery<CrmCustomersResponse>('customers', periodOf(range));

/** GET /api/dashboard/crm/customers: companies with a won deal: by the end of the period, new in it and in the one before. */
export function useCrmCustomers(range: CrmPeriodQuery) {
  return useQuery(crmCustomersQuery(range));
}
