import { queryOptions } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CrmPeriodQuery } from '@atrium/contracts';

type Params = CrmPeriodQuery & Record<string, string | number | undefined>;

/** Query keys of the CRM dashboard's calls: one per card, each holding the dashboard's period. */
export const crmKeys = {
  all: ['admin', 'crm-dashboard'] as const,
  figure: (name: string, query: Params) => [...crmKeys.all, name, query] as const,
};

/**
 * The query options of one CRM call, `GET /api/dashboard/crm/<name>?from&to…`: the key holds the
 * period (and any other parameter), so a card refetches when the dashboard's range changes.
 */
export function crmQuery<T>(name: string, query: Params) {
  return queryOptions({
    queryKey: crmKeys.figure(name, query),
    queryFn: ({ signal }) => api<T>(`/api/dashboard/crm/${name}`, { query, signal }),
  });
}

/** Only the period of a range (a range also says which preset it came from: not a parameter). */
export const periodOf = ({ from, to }: CrmPeriodQuery) => ({ from, to });
