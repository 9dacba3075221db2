/**
 * The remote registry: which build of each area this page loads, and which route prefixes it owns.
 * The API resolves it per user (`GET /api/platform/registry`: live, canary or a session's override);
 * `/remotes.json` is the fallback (loadRegistry.ts).
 */
export interface RemoteEntry {
  name: string;
  manifest: string;
  routes: string[];
  /**
   * Entry file (relative to the manifest) → its SRI hash: the host refuses an entry that does not
   * match (entryIntegrity.ts). Empty when the registry knows none (the static file, the seed, an
   * override), and then the entry is loaded unchecked.
   */
  integrity?: Record<string, string>;
  /** The registry's version number of this build (the API's registry only). */
  version?: number;
  /** Why this page gets this build: an override is shown by a banner for as long as it lasts. */
  channel?: 'live' | 'canary' | 'override';
}

export interface Registry {
  version: 1;
  remotes: RemoteEntry[];
}

const NAME = /^[a-z][a-z0-9_-]*$/;
const SRI = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const CHANNELS = ['live', 'canary', 'override'];

export class RegistryError extends Error {
  override name = 'RegistryError';
}

/** Validates a registry document; throws RegistryError naming the first problem. */
export function parseRegistry(value: unknown, base: string): Registry {
  if (!value || typeof value !== 'object')
    throw new RegistryError('The remote registry is not a JSON object.');
  const { version, remotes } = value as { version?: unknown; remotes?: unknown };
  if (version !== 1) throw new RegistryError(`Unknown remote registry version ${String(version)}.`);
  if (!Array.isArray(remotes)) throw new RegistryError('The remote registry has no "remotes" list.');
  const seen = new Set<string>();
  const parsed = remotes.map((r, i) => {
    const { name, manifest, routes, integrity = {}, version, channel } = (r ?? {}) as Partial<RemoteEntry>;
    if (typeof name !== 'string' || !NAME.test(name))
      throw new RegistryError(`Remote #${i + 1} has no valid name.`);
    if (seen.has(name)) throw new RegistryError(`Remote "${name}" is listed twice.`);
    seen.add(name);
    if (typeof manifest !== 'string') throw new RegistryError(`Remote "${name}" has no manifest URL.`);
    let url: URL;
    try {
      url = new URL(manifest, base);
    } catch {
      throw new RegistryError(`Remote "${name}" has an invalid manifest URL.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RegistryError(`Remote "${name}" manifest must be http(s).`);
    }
    if (!Array.isArray(routes) || !routes.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      throw new RegistryError(`Remote "${name}" has no valid route prefixes.`);
    }
    if (
      !integrity ||
      typeof integrity !== 'object' ||
      !Object.values(integrity).every((hash) => typeof hash === 'string' && SRI.test(hash))
    ) {
      throw new RegistryError(`Remote "${name}" has integrity hashes that are not SRI hashes.`);
    }
    const entry: RemoteEntry = { name, manifest: url.href, routes, integrity };
    if (typeof version === 'number') entry.version = version;
    if (typeof channel === 'string' && CHANNELS.includes(channel)) entry.channel = channel;
    return entry;
  });
  return { version: 1, remotes: parsed };
}

/** The area that owns a path: the longest matching route prefix wins. */
export function areaForPath(registry: Registry, pathname: string): RemoteEntry | undefined {
  let best: RemoteEntry | undefined;
  let bestLength = -1;
  for (const remote of registry.remotes) {
    for (const prefix of remote.routes) {
      const matches =
        pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
      if (matches && prefix.length > bestLength) {
        best = remote;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

/**
 * Development only: point single remotes at other manifests (a developer's localhost) through
 * localStorage `atrium:remote-overrides` = {"ecommerce": "http://localhost:3001/mf-manifest.json"}.
 * Compiled out of production builds (`__ATRIUM_DEV__` is false there), so no URL or stored value can
 * redirect a production host to another origin's code.
 */
export function applyDevOverrides(registry: Registry): Registry {
  if (!__ATRIUM_DEV__) return registry;
  let overrides: Record<string, unknown> = {};
  try {
    overrides = JSON.parse(localStorage.getItem('atrium:remote-overrides') ?? '{}') ?? {};
  } catch {
    return registry;
  }
  return {
    ...registry,
    remotes: registry.remotes.map((r) =>
      typeof overrides[r.name] === 'string' ? { ...r, manifest: overrides[r.name] as string } : r,
    ),
  };
}

export async function fetchRegistry(url = '/remotes.json', timeoutMs = 5000): Promise<Registry> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) throw new RegistryError(`The remote registry answered ${response.status}.`);
    return applyDevOverrides(parseRegistry(await response.json(), location.href));
  } finally {
    clearTimeout(timer);
  }
}
