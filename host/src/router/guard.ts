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

/**
 * The login redirect target, honoured only when it is a path on this site. Anything that could leave
 * the site (absolute URLs, protocol-relative `//host`, backslash tricks, `javascript:`) goes to the root.
 */
export function safeRedirectTarget(to: string | null | undefined): string {
  if (!to) return '/';
  let decoded = to.trim();
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f]/.test(decoded)) return '/';
  try {
    const url = new URL(decoded, 'http://atrium.invalid');
    if (url.origin !== 'http://atrium.invalid') return '/';
    decoded = `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
  return decoded;
}
