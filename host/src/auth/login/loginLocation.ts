import { safeRedirectTarget } from '../../router/redirectTarget';

/** Messages another page may ask the login page to show, by name (`/login?notice=passwordChanged`). */
const NOTICES: Record<string, string> = {
  passwordChanged: 'auth.passwordChanged',
};

/**
 * What the login page's address asks for: where to go once signed in (`?to=`, a path on this site,
 * else the root), which known notice to show (`?notice=`; an unknown name shows nothing), and the
 * token of a sign-up's confirmation link (`?verify=`, which the page confirms).
 */
export function readLoginLocation(search: string): {
  redirectTo: string;
  notice?: string;
  verifyToken?: string;
} {
  const params = new URLSearchParams(search);
  const notice = params.get('notice');
  const verifyToken = params.get('verify') ?? undefined;
  return {
    redirectTo: safeRedirectTarget(params.get('to')),
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : undefined,
    ...(verifyToken ? { verifyToken } : {}),
  };
}
