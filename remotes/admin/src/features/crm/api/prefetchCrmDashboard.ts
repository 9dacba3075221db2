import { resolveDateRange, type AreaRoutePrefetchContext } from '@atrium/platform';
import { crmActivityQuery } from './getCrmActivity';
import { crmCountriesQuery } from './getCrmCountries';
import { crmCustomersQuery } from './getCrmCustomers';
import { crmFunnelQuery } from './getCrmFunnel';
import { crmProjectsQuery } from './getCrmProjects';
import { crmRevenueQuery } from './getCrmRevenue';

/**
 * The CRM dashboard's cards for the range in the address, asked for alongside the page's chunk (the
 * route's prefetch). The leads card's list is left to the card: its query follows the list's state.
 */
export function prefetchCrmDashboard({ queryClient, search }: AreaRoutePrefetchContext) {
  const { from, to } = resolveDateRange(search);
  const period = { from, to };
  void queryClient.prefetchQuery(crmCustomersQuery(period));
  void queryClient.prefetchQuery(crmRevenueQuery(period));
  void queryClient.prefetchQuery(crmFunnelQuery(period));
  void queryClient.prefetchQuery(crmCountriesQuery(period));
  void queryClient.prefetchQuery(crmProjectsQuery(period));
  void queryClient.prefetchQuery(crmActivityQuery(period));
}
