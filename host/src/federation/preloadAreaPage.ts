import { matchRoutes, type Params } from 'react-router-dom';
import type { AreaRoute } from '@atrium/platform';
import { preloadPage } from '../router/pageModules';
import type { AreaStore } from './areaStore';
import { areaForPath } from './registry';

export interface PreloadedPage {
  route: AreaRoute;
  params: Params;
}

/**
 * Starts loading the code of the page at `url`: its area's contract, then the page's own chunk.
 * Resolves with the page's route once its area is ready (nothing when no area's route matches, or the
 * area failed: opening the page shows that failure).
 */
export async function preloadAreaPage(store: AreaStore, url: URL): Promise<PreloadedPage | undefined> {
  const remote = areaForPath(store.registry, url.pathname);
  if (!remote) return undefined;
  const state = await store.load(remote.name);
  if (state.status !== 'ready') return undefined;
  const matched = matchRoutes(
    state.area.routes.map((route) => ({ path: route.path, route })),
    url.pathname,
  );
  const match = matched?.[matched.length - 1];
  if (!match) return undefined;
  preloadPage(match.route.route);
  return { route: match.route.route, params: match.params };
}
