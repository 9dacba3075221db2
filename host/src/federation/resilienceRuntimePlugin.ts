import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { expectedHash, verifyEntry } from './entryIntegrity';

/** How long a remote's manifest or entry script may take before the area counts as unavailable. */
export const REMOTE_TIMEOUT_MS = 6000;

/** The published hash of an entry script, or null (none published, or a file that is not the entry). */
function publishedHash(area: string, url: string): string | null {
  try {
    return expectedHash(area, url)?.hash ?? null;
  } catch {
    return null;
  }
}

/**
 * The MF runtime has no timeout of its own: a remote that accepts the connection and never answers
 * would leave the area loading forever. This plugin bounds the manifest fetch and the entry script.
 * It also checks each entry against the registry's hash before it runs (`loadEntry`: fetched and
 * hashed first, so a mismatch is refused with its reason), and gives the script element the same
 * hash (`integrity`), so the browser checks the very bytes it runs too.
 */
export default function resilienceRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atrium-resilience',
    fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error(`Timed out loading ${url}`)),
        REMOTE_TIMEOUT_MS,
      );
      return fetch(url, { ...init, signal: controller.signal, cache: 'no-cache' }).finally(() =>
        clearTimeout(timer),
      );
    },
    async loadEntry({ remoteInfo }) {
      // Throws on a mismatch; resolving to nothing lets the runtime load the entry as usual.
      await verifyEntry(remoteInfo.name, remoteInfo.entry);
    },
    createScript({ url, remoteInfo }) {
      const hash = remoteInfo ? publishedHash(remoteInfo.name, url) : null;
      if (!hash) return { timeout: REMOTE_TIMEOUT_MS };
      const script = document.createElement('script');
      script.type = 'text/javascript';
      script.integrity = hash;
      // A cross-origin script is checked only when fetched with CORS (the remotes' servers allow it).
      script.crossOrigin = 'anonymous';
      return { script, timeout: REMOTE_TIMEOUT_MS };
    },
  };
}
