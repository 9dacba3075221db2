import type { AreaRouteMeta, AppAbility } from '@atrium/platform';
import { canAccess } from '@atrium/platform';

export type GuardDecision = { type: 'allow' } | { type: 'redirect'; to: string };

/** The route guard of spec 000 §2, as a pure decision. */
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

/** Where the root sends a visitor, by stored role (spec 000 §2; the client account lands with users). */
export function rootRedirect(role: string | undefined, search: string): string {
  if (role === 'admin') return '/apps/user/list';
  if (role === 'user' || role === 'client') return '/apps/user/dashboard';
  return `/login${search}`;
}
