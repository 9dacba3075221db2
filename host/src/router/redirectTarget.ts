import { areaForPath, type Registry } from '../federation/registry';
import { HOST_PATH_PATTERNS, UNAUTHENTICATED_ONLY_PATHS } from './hostPaths';

const BASE = 'http://atrium.invalid';
const MAX_LENGTH = 2048;

// Whitespace and control characters are dropped by URL parsers (so `/\t/evil.example` becomes
// `//evil.example`), and a backslash counts as a slash: refuse them outright rather than clean them.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060\ufeff\\]/;

/** Percent-decodes until nothing changes (or the text is not valid percent-encoding). */
function fullyDecoded(text: string): string {
  let current = text;
  for (let round = 0; round < 5; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** A path that a browser would read as another host (`//host`, `/\host`), in any encoding. */
function leavesTheSite(path: string): boolean {
  const decoded = fullyDecoded(path);
  return /^[/\\]{2}/.test(path) || /^[/\\]{2}/.test(decoded) || decoded.includes('\\');
}

/**
 * Where a sign-in may send the user (`/login?to=`, `/?to=`): a path on this site, or the root.
 *
 * The check is on the *normalised* target — dot segments resolved (`%2e%2e` included), as the browser
 * will resolve them when it navigates — and that result must itself be a plain same-origin path that
 * normalises to itself. Anything else, whatever its encoding, is the root.
 */
export function safeRedirectTarget(to: unknown): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > MAX_LENGTH) return '/';
  if (UNSAFE_CHARACTERS.test(to) || !to.startsWith('/') || leavesTheSite(to)) return '/';
  let normalised: string;
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE || url.username || url.password) return '/';
    normalised = `${url.pathname}${url.search}${url.hash}`;
    // Resolving again must change nothing: the browser will resolve what we return once more.
    const again = new URL(normalised, BASE);
    if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== normalised) return '/';
  } catch {
    return '/';
  }
  if (leavesTheSite(normalised) || UNSAFE_CHARACTERS.test(fullyDecoded(normalised))) return '/';
  return normalised;
}

/** Matches `pathname` against a host route pattern (`:param` is one segment, a final `*` the rest). */
function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i].startsWith(':') && want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}

/** A path the app answers with a screen: one of the host's routes, or a prefix an area owns. */
export function isAppPath(pathname: string, registry: Registry | null): boolean {
  if (HOST_PATH_PATTERNS.some((pattern) => matchesPattern(pattern, pathname))) return true;
  return !!registry && !!areaForPath(registry, pathname);
}

/**
 * Where to go once signed in: the safe target when the app knows its path and it is not a page for
 * signed-out visitors (the login page itself, registration…); else the root, which lands by role.
 */
export function signInTarget(to: unknown, registry: Registry | null): string {
  const target = safeRedirectTarget(to);
  const { pathname } = new URL(target, BASE);
  if (UNAUTHENTICATED_ONLY_PATHS.includes(pathname)) return '/';
  return isAppPath(pathname, registry) ? target : '/';
}
