import { parseListState, type ListState } from './listState';

/** The API query of a list: search, paging, sort, and the list's named filters (from the URL). */
export type ListParams<F extends string = never> = {
  q?: string;
  page: number;
  itemsPerPage: number;
  sortBy?: string;
  orderBy?: 'asc' | 'desc';
} & Partial<Record<F, string>>;

/** The API query of a list state: its search, paging, sort and the list's own filters. */
export function listParams<F extends string>(state: ListState, filterNames: readonly F[]): ListParams<F> {
  const out: Record<string, string | number | undefined> = {
    q: state.q || undefined,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    sortBy: state.sortBy,
    orderBy: state.orderBy,
  };
  for (const name of filterNames) if (state.filters[name]) out[name] = state.filters[name];
  return out as ListParams<F>;
}

/**
 * The query a list controller will ask for at an address (its query string), given the list's page
 * size and filter names as the controller has them: what a route's prefetch warms, so the list finds
 * its first page on its way.
 */
export function listQueryParams<F extends string = never>(
  search: URLSearchParams,
  { itemsPerPage, filters = [] }: { itemsPerPage?: number; filters?: readonly F[] } = {},
): ListParams<F> {
  return listParams(parseListState(search, { itemsPerPage }), filters);
}
