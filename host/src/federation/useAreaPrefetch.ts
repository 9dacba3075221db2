import { useMemo, type SyntheticEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { prefetchRouteData } from '../router/prefetchRouteData';
import { useAreaStore } from './AreaStoreContext';
import { preloadAreaPage } from './preloadAreaPage';

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
      // The area's contract, then the page's own chunk and its first data.
      void preloadAreaPage(store, url).then((page) => {
        if (page) prefetchRouteData(page.route, { search: url.search, params: page.params }, queryClient);
      });
    };
    return { onPointerOver: prefetch, onFocus: prefetch };
  }, [store, queryClient]);
}
