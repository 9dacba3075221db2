import {
  dateRangeDays,
  listQueryParams,
  resolveDateRange,
  type AreaRoutePrefetchContext,
} from '@atrium/platform';
import { effectiveRevenuePeriod } from '../components/revenuePeriods';
import { countriesQuery } from './getCountries';
import { earningsQuery } from './getEarnings';
import { PROJECTS_SUMMARY_PAGE, projectsQuery } from './getProjects';
import { revenueQuery } from './getRevenue';
import { salesOverviewQuery } from './getSalesOverview';
import { sessionsQuery } from './getSessions';
import { supportQuery } from './getSupport';

/**
 * The analytics dashboard's cards for the range in the address, and the projects table's page for the
 * address and its summary, asked for alongside the page's chunk (the route's prefetch).
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
  void queryClient.prefetchQuery(projectsQuery(listQueryParams(search)));
  void queryClient.prefetchQuery(projectsQuery({ page: 1, itemsPerPage: PROJECTS_SUMMARY_PAGE }));
}
