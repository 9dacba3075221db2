import type { ListQuery } from '@atrium/contracts';
import type { ListState } from '@atrium/platform';

/** The API query of a list's URL state (search, sort, paging) plus the named filters. */
export function listQuery<F extends string>(
  list: ListState,
  filters: readonly F[] = [],
): ListQuery & Partial<Record<F, string>> {
  const query: ListQuery & Record<string, string | number | undefined> = {
    q: list.q || undefined,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  };
  for (const f of filters) if (list.filters[f]) query[f] = list.filters[f];
  return query as ListQuery & Partial<Record<F, string>>;
}

export function errorMessage(error: unknown): string | null {
  if (!error) return null;
  return error instanceof Error ? error.message : String(error);
}
