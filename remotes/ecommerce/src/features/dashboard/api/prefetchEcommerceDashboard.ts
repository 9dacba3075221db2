import { ability, resolveDateRange, type AreaRoutePrefetchContext } from '@atrium/platform';
import { bestSellersQuery } from './getBestSellers';
import { countriesQuery } from './getCountries';
import { recentOrdersQuery } from './getRecentOrders';
import { salesQuery } from './getSales';
import { statusesQuery } from './getStatuses';
import { summaryQuery } from './getSummary';

/**
 * The e-commerce dashboard's cards for the range in the address, asked for alongside the page's chunk
 * (the route's prefetch): those the page shows to this user (products' and customers' figures only to
 * someone who may read them), the recent orders at their first page.
 */
export function prefetchEcommerceDashboard({ queryClient, search }: AreaRoutePrefetchContext) {
  const range = resolveDateRange(search);
  void queryClient.prefetchQuery(summaryQuery(range));
  void queryClient.prefetchQuery(salesQuery(range));
  void queryClient.prefetchQuery(statusesQuery(range));
  void queryClient.prefetchQuery(recentOrdersQuery(range));
  if (ability.can('read', 'Product')) void queryClient.prefetchQuery(bestSellersQuery(range));
  if (ability.can('read', 'Customer')) void queryClient.prefetchQuery(countriesQuery(range));
}
