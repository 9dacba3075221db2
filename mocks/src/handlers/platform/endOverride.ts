import { http, HttpResponse } from 'msw';
import { db } from '../../db';
import { api, jsonError } from '../../lib/responses';
import { authorized, bearerToken } from '../../lib/authorize';
import { sha256Hex } from '../../lib/tokens';

/**
 * DELETE /api/platform/registry/overrides/{area} — ends the caller's session override of an area (the
 * host's banner button). Any signed-in caller may end their own, even one whose role has since lost
 * `Platform`: ending one only brings the live build back. 404 when the session has none. Audited.
 */
export const endOverride = http.delete(
  api('/api/platform/registry/overrides/:area'),
  authorized('signed-in', ({ request, params }) => {
    const tokenHash = sha256Hex(bearerToken(request)!);
    const area = String(params.area);
    const kept = db.registryOverrides.filter((o) => !(o.tokenHash === tokenHash && o.area === area));
    if (kept.length === db.registryOverrides.length)
      return jsonError(404, `This session has no override of ${area}`);
    db.registryOverrides = kept;
    return new HttpResponse(null, { status: 204 });
  }),
);
