import { safeRedirectTarget } from '../../router/redirectTarget';

/** Messages another page may ask the login page to show, by name (`/login?notice=passwordChanged`). */
const NOTICES: Record<string, string> = {
  passwordChanged: 'auth.passwordChanged',
};

/**
 * What the login page's address asks for: where to go once signed in (`?to=`, a path on this site,
 * else the root) and which known notice to show (`?notice=`; an unknown name shows nothing).
 */
export function readLoginLocation(search: string): { redirectTo: string; notice?: string } {
  const params = new URLSearchParams(search);
  const notice = params.get('notice');
  return {
    redirectTo: safeRedirectTarget(params.get('to')),
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : undefined,
  };
}
