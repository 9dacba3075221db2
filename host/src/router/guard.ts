import type { AreaRouteMeta, AppAbility } from '@atrium/platform';
import { canAccess } from '@atrium/platform';
import type { AreaState } from '../federation/areaStore';
import type { Registry } from '../federation/registry';
import { HOST_PATH } from './hostPaths';

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

/** The route guard, as a pure decision. */
export function decideAccess(
  meta: AreaRouteMeta | undefined,
  { loggedIn, ability, path }: { loggedIn: boolean; ability: AppAbility; path: string },
): GuardDecision {
  if (meta?.public) return { type: 'allow' };
  if (meta?.unauthenticatedOnly) return loggedIn ? { type: 'redirect', to: '/' } : { type: 'allow' };
  if (!loggedIn) return { type: 'redirect', to: `/login?to=${encodeURIComponent(path)}` };
  if (!canAccess(meta ?? {}, ability)) return { type: 'redirect', to: '/not-authorized' };
  return { type: 'allow' };
}

/**
 * Where the root sends a visitor: signed out, to the login page (keeping the query); signed in, to the
 * landing the areas declare for their role — the first area of the registry that names one, so an
 * earlier area still loading is waited for (`null`), one that failed is passed over. A role no area
 * lands goes to not-authorized.
 */
export function rootRedirect(
  role: string | undefined,
  search: string,
  registry: Registry,
  states: Map<string, AreaState>,
): string | null {
  if (role === undefined) return `${HOST_PATH.login}${search}`;
  for (const remote of registry.remotes) {
    const state = states.get(remote.name);
    if (state?.status === 'ready') {
      const landing = Object.hasOwn(state.area.landing ?? {}, role) ? state.area.landing?.[role] : undefined;
      if (landing) return landing;
    } else if (state?.status !== 'error') return null;
  }
  return HOST_PATH.notAuthorized;
}
