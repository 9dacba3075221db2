import { http, HttpResponse } from 'msw';
import type { ResolvedRegistry } from '@atrium/contracts';
import { api } from '../../lib/responses';
import { accountOf } from '../../lib/authorize';
import { overridesOf, resolveRegistry } from '../../lib/registry';

/**
 * GET /api/platform/registry — the registry the host loads, resolved for the caller: live versions
 * for a visitor; for a signed-in user, the canaries they are in and their session's overrides. The
 * shape of `/remotes.json` (which stays the host's fallback), with each entry file's integrity.
 */
export const getRegistry = http.get(api('/api/platform/registry'), ({ request }) => {
  const user = accountOf(request);
  const registry = resolveRegistry(user, user ? overridesOf(request) : []);
  // Per caller: a shared cache must not hand one user's canary or override to another.
  return HttpResponse.json<ResolvedRegistry>(registry, {
    headers: { 'cache-control': 'private, no-cache' },
  });
});
