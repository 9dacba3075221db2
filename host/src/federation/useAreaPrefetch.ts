import { useMemo, type SyntheticEvent } from 'react';
import { useAreaStore } from './AreaStoreContext';
import { areaForPath } from './registry';

/** Links, and menu items that navigate without being links (they name their target in `data-area-link`). */
const LINKS = 'a[href], [data-area-link]';

/**
 * Handlers for a container of links (the menu): pointing at or focusing a link to an area not loaded
 * yet starts loading its contract, so the click finds it loaded. Nothing is fetched before someone
 * shows that intent.
 */
export function useAreaPrefetch() {
  const store = useAreaStore();
  return useMemo(() => {
    const prefetch = (event: SyntheticEvent) => {
      const link = event.target instanceof Element ? event.target.closest(LINKS) : null;
      const href = link?.getAttribute('data-area-link') ?? link?.getAttribute('href');
      if (!href) return;
      const url = new URL(href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const remote = areaForPath(store.registry, url.pathname);
      if (remote && store.get(remote.name).status === 'idle') void store.load(remote.name);
    };
    return { onPointerOver: prefetch, onFocus: prefetch };
  }, [store]);
}
