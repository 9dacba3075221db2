import { dateRangeDays, resolveDateRange, type AreaRoutePrefetchContext } from '@atrium/platform';
import { effectiveRevenuePeriod } from '../components/revenuePeriods';
import { countriesQuery } from './getCountries';
import { earningsQuery } from './getEarnings';
import { revenueQuery } from './getRevenue';
import { salesOverviewQuery } from './getSalesOverview';
import { sessionsQuery } from './getSessions';
import { supportQuery } from './getSupport';

/**
 * The analytics dashboard's figure cards for the range in the address, asked for alongside the page's
 * chunk (the route's prefetch). The projects table's list is left to the table: its query follows
 * the list's own state.
 */
export function prefetchAnalyticsDashboard({ queryClient, search }: AreaRoutePrefetchContext) {
  const { from, to } = resolveDateRange(search);
  const period = { from, to };
  const cut = effectiveRevenuePeriod(undefined, dateRangeDays(period));
  void queryClient.prefetchQuery(sessionsQuery(period));
  void queryClient.prefetchQuery(salesOverviewQuery(period));
  void queryClient.prefetchQuery(revenueQuery(period, cut));
  void queryClient.prefetchQuery(earningsQuery(period));
  void queryClient.prefetchQuery(supportQuery(period));
  void queryClient.prefetchQuery(countriesQuery(period));
}
