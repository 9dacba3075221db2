import { listQueryParams, type AreaRoutePrefetchContext } from '@atrium/platform';
import type { UserListQuery } from '@atrium/contracts';
import { USER_LIST_FILTERS, usersQuery } from './getUsers';
import { userStatsQuery } from './getUserStats';

/**
 * The user list's first page for the address (its search, filters, sort and page) and the figures above
 * it, asked for alongside the page's chunk (the route's prefetch). It is the admin's landing page.
 */
export function prefetchUserList({ queryClient, search }: AreaRoutePrefetchContext) {
  const params = listQueryParams(search, { filters: USER_LIST_FILTERS });
  void queryClient.prefetchQuery(usersQuery(params as UserListQuery));
  void queryClient.prefetchQuery(userStatsQuery());
}
