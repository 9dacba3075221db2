import type { QueryClient } from '@tanstack/react-query';
import type { AreaRoute } from '@atrium/platform';

/**
 * Runs a route's `prefetch` (contract 1.4), if it has one: the page's first data starts on its way
 * with the page's chunk. An area's mistake here must not cost the visitor the page: the page's own
 * queries fetch what the prefetch did not.
 */
export function prefetchRouteData(
  route: AreaRoute,
  target: { search: string; params: Readonly<Record<string, string | undefined>> },
  queryClient: QueryClient,
): void {
  if (!route.prefetch) return;
  const failed = (error: unknown) => console.error(`The prefetch of ${route.path} failed`, error);
  try {
    const started = route.prefetch({
      queryClient,
      search: new URLSearchParams(target.search),
      params: target.params,
    });
    if (started) started.catch(failed);
  } catch (error) {
    failed(error);
  }
}
