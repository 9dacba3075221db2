import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** How long a remote's manifest or entry script may take before the area counts as unavailable. */
export const REMOTE_TIMEOUT_MS = 6000;

/**
 * The MF runtime has no timeout of its own: a remote that accepts the connection and never answers
 * would leave the area loading forever. This plugin bounds the manifest fetch and the entry script.
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
    createScript() {
      return { timeout: REMOTE_TIMEOUT_MS };
    },
  };
}
