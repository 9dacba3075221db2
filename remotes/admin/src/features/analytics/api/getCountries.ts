import { useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriodQuery, AnalyticsCountriesResponse } from '@atrium/contracts';
import { analyticsQuery } from './analyticsQuery';

export const countriesQuery = ({ from, to }: AnalyticsPeriodQuery) =>
  analyticsQuery<AnalyticsCountriesResponse>('countries', { from, to });

/** GET /api/dashboard/analytics/countries: sales by the customer's country. */
export function useCountries(period: AnalyticsPeriodQuery) {
  return useQuery(countriesQuery(period));
}
