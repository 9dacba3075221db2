import { useQuery } from '@tanstack/react-query';
import type { EcommerceDashboardQuery, EcommerceCountriesResponse } from '@atrium/contracts';
import { dashboardQuery, periodOf } from './dashboardQuery';

export const countriesQuery = (range: EcommerceDashboardQuery) =>
  dashboardQuery<EcommerceCountriesResponse>('countries', periodOf(range));

/** GET /api/dashboard/ecommerce/countries: the period's orders by shipping country. */
export function useCountries(range: EcommerceDashboardQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...countriesQuery(range), ...options });
}
