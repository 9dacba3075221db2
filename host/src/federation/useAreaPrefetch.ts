import { useMemo, type SyntheticEvent } from 'react';
import { matchRoutes } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { preloadPage } from '../router/pageModules';
import { prefetchRouteData } from '../router/prefetchRouteData';
import { useAreaStore } from './AreaStoreContext';
import { areaForPath } from './registry';

/** Links, and menu items that navigate without being links (they name their target in `data-area-link`). */
const LINKS = 'a[href], [data-area-link]';

/**
 * Handlers for a container of links (the menu): pointing at or focusing a link starts loading its
 * area's contract, then the page's chunk and the page's first data (the route's prefetch), so the
 * click finds them loaded. Nothing is fetched before someone shows that intent; the menu only offers
 * links the user may open.
 */
export function useAreaPrefetch() {
  const store = useAreaStore();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const prefetch = (event: SyntheticEvent) => {
      const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
      const href = link?.getAttribute('data-area-link') ?? link?.getAttribute('href');
      if (!href) return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const remote = areaForPath(store.registry, url.pathname);
      if (!remote) return;
      // The area's contract, then the page's own chunk.
      void store.load(remote.name).then((state) => {
        if (state.status !== 'ready') return;
        const matched = matchRoutes(
          state.area.routes.map((route) => ({ path: route.path, route })),
          url.pathname,
        );
        const match = matched?.[matched.length - 1];
        if (!match) return;
        preloadPage(match.route.route);
        prefetchRouteData(match.route.route, { search: url.search, params: match.params }, queryClient);
      });
    };
    return { onPointerOver: prefetch, onFocus: prefetch };
  }, [store, queryClient]);
}
