import { matchRoutes } from 'react-router-dom';
import { canAccess, type AppAbility } from '@atrium/platform';
import type { AreaState } from '../federation/areaStore';
import { areaForPath, type Registry } from '../federation/registry';

/**
 * Whether the signed-in user may open `url`, as far as the loaded area contracts tell: a route whose
 * ability the user lacks is `false`; a path whose area is not loaded yet is `true` (the guard decides
 * when it is opened).
 */
export function mayOpen(
  url: string,
  registry: Registry,
  states: Map<string, AreaState>,
  ability: AppAbility,
): boolean {
  const pathname = url.split(/[?#]/)[0];
  const remote = areaForPath(registry, pathname);
  if (!remote) return true;
  const state = states.get(remote.name);
  if (state?.status !== 'ready') return true;
  const match = matchRoutes(
    state.area.routes.map((r) => ({ path: r.path, meta: r.meta })),
    pathname,
  );
  const meta = match?.[0]?.route.meta;
  if (!match) return true;
  if (meta?.public || meta?.unauthenticatedOnly) return true;
  return canAccess(meta ?? {}, ability);
}
