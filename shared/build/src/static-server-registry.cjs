// The remote origins the host's documents may load areas from, as the API's registry has them now
// (GET /api/platform/registry/origins: live, canary and overridden builds). The static server asks the
// API it forwards /api to, at most once per `ttlMs`, and waits at most `timeoutMs` for it before
// answering a document: a build published or rolled back is allowed on the next page load, and an API
// that is down or slow leaves the registry file (remotes.json) to decide, as before.

/**
 * @param {{ upstream: string, ttlMs?: number, timeoutMs?: number, fetch?: typeof fetch }} options
 * @returns {{ fresh: () => Promise<void>, current: () => string[] | null }}
 */
function createApiRegistryOrigins({ upstream, ttlMs = 2000, timeoutMs = 1000, fetch = globalThis.fetch }) {
  const url = new URL('/api/platform/registry/origins', upstream).href;
  /** The last answer: its origins (null when the API could not give them) and when it was asked. */
  let known = { origins: null, at: -Infinity };
  let inflight = null;

  async function ask() {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = await response.json();
      const origins = Array.isArray(body && body.origins) ? body.origins : null;
      // Only origins: anything else in a policy could widen it beyond what the registry says.
      const valid =
        origins && origins.every((o) => typeof o === 'string' && /^https?:\/\/[^/\s;,']+$/.test(o));
      known = { origins: valid ? origins : null, at: Date.now() };
    } catch {
      known = { origins: null, at: Date.now() };
    }
  }

  return {
    /** Asks the API again when the last answer is older than `ttlMs` (one question at a time). */
    fresh() {
      if (Date.now() - known.at < ttlMs) return Promise.resolve();
      inflight ??= ask().finally(() => {
        inflight = null;
      });
      return inflight;
    },
    current: () => known.origins,
  };
}

module.exports = { createApiRegistryOrigins };
