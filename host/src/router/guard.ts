import type { AreaRouteMeta, AppAbility, AreaNavItem } from '@atrium/platform';
import { ability as appAbility, canAccess } from '@atrium/platform';
import type { AreaOutlines } from '../federation/areaCatalog';
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
 * earlier area still loading is waited for (`null`), one that failed is passed over. Roles are data an
 * admin makes, so a role no area lands goes to the first navigation link its rules allow, and only a
 * role that may open nothing goes to not-authorized.
 */
export function rootRedirect(
  role: string | undefined,
  search: string,
  registry: Registry,
  states: AreaOutlines,
  current: AppAbility = appAbility,
): string | null {
  if (role === undefined) return `${HOST_PATH.login}${search}`;
  for (const remote of registry.remotes) {
    const state = states.get(remote.name);
    if (state?.status === 'ready') {
      const landing = Object.hasOwn(state.area.landing ?? {}, role) ? state.area.landing?.[role] : undefined;
      if (landing) return landing;
    } else if (state?.status !== 'error') return null;
  }
  for (const remote of registry.remotes) {
    const state = states.get(remote.name);
    if (state?.status !== 'ready') continue;
    const link = firstAllowedLink(state.area.navigation, current);
    if (link) return link;
  }
  return HOST_PATH.notAuthorized;
}

function firstAllowedLink(items: readonly AreaNavItem[], current: AppAbility): string | undefined {
  for (const item of items) {
    if (item.children) {
      // As in the menu: a group that declares no ability of its own shows when a child does.
      if ((item.action || item.subject) && !canAccess(item, current)) continue;
      const child = item.children.find((c) => canAccess(c, current));
      if (child) return child.to;
    } else if (item.to && canAccess(item, current)) return item.to;
  }
  return undefined;
}
