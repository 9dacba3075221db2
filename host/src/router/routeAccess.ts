import { matchRoutes } from 'react-router-dom';
import { canAccess, type AppAbility } from '@atrium/platform';
import type { AreaOutlines } from '../federation/areaCatalog';
import { areaForPath, type Registry } from '../federation/registry';

/**
 * Whether the signed-in user may open `url`, as far as the host and the loaded area contracts tell:
 * a host screen is `true` (its guard decides); a path no screen answers — no area owns it, or its
 * loaded area has no such route — is `false`, as is a route whose ability the user lacks; a path whose
 * area is not loaded yet (or could not be) is `true` (the guard, or the area's error screen, answers).
 */
export function mayOpen(
  url: string,
  registry: Registry,
  states: AreaOutlines,
  ability: AppAbility,
  hostPaths: readonly string[] = [],
): boolean {
  const pathname = url.split(/[?#]/)[0];
  if (
    matchRoutes(
      hostPaths.map((path) => ({ path })),
      pathname,
    )
  )
    return true;
  const remote = areaForPath(registry, pathname);
  if (!remote) return false;
  const state = states.get(remote.name);
  if (state?.status !== 'ready') return true;
  const match = matchRoutes(
    state.area.routes.map((r) => ({ path: r.path, meta: r.meta })),
    pathname,
  );
  if (!match) return false;
  const meta = match[0]?.route.meta;
  if (meta?.public || meta?.unauthenticatedOnly) return true;
  return canAccess(meta ?? {}, ability);
}
