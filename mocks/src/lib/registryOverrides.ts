/**
 * Which origins a per-session override may load an area's build from. A session override runs the
 * given origin's code in the caller's page with the caller's token, so it is limited to origins the
 * server's operator names (REGISTRY_OVERRIDE_ORIGINS on the server); by default a developer's own
 * machine. `http://localhost:*` allows every port of that host.
 */
export const DEFAULT_OVERRIDE_ORIGINS = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
];

let allowed: readonly string[] = DEFAULT_OVERRIDE_ORIGINS;

/** Sets the allowed origins (the server, from its configuration); `null` restores the default. */
export function setOverrideOrigins(origins: readonly string[] | null): void {
  allowed = origins ?? DEFAULT_OVERRIDE_ORIGINS;
}

export function overrideOrigins(): readonly string[] {
  return allowed;
}

/** Whether an http(s) URL's origin is one of the allowed ones (a `:*` port matches any port). */
export function overrideAllowed(url: string, origins: readonly string[] = allowed): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return origins.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === parsed.origin;
    // The origin without its port: scheme and host must be the pattern's.
    return pattern.slice(0, -2) === `${parsed.protocol}//${parsed.hostname}`;
  });
}

/** A session's override: the SHA-256 of its bearer token names the session (never the token). */
export interface StoredOverride {
  id: string;
  tokenHash: string;
  userId: number;
  area: string;
  manifest: string;
  createdAt: string;
}
