import { useQuery } from '@tanstack/react-query';
import type { CrmPeriodQuery, CrmCountriesResponse } from '@atrium/contracts';
import { crmQuery, periodOf } from './crmQuery';

export const crmCountriesQuery = (range: CrmPeriodQuery) =>
  crmQuery<CrmCountriesResponse>('countries', periodOf(range));

/** GET /api/dashboard/crm/countries: won deals by country, with the period before. */
export function useCrmCountries(range: CrmPeriodQuery) {
  return useQuery(crmCountriesQuery(range));
}
