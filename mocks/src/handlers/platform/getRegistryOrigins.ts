import { http, HttpResponse } from 'msw';
import type { RegistryOriginsResponse } from '@atrium/contracts';
import { api } from '../../lib/responses';
import { registryOrigins } from '../../lib/registry';

/**
 * GET /api/platform/registry/origins — every origin an area may be loaded from now (live, canary and
 * overridden builds). The static server's Content-Security-Policy follows it, so a build published on
 * a new origin is allowed without a restart. Public: the policy of every page says as much.
 */
export const getRegistryOrigins = http.get(api('/api/platform/registry/origins'), () =>
  HttpResponse.json<RegistryOriginsResponse>({ origins: registryOrigins() }),
);
