import { http, HttpResponse } from 'msw';
import { setOverrideSchema, type RegistryOverride } from '@atrium/contracts';
import { db } from '../../db';
import { api, jsonError, parseBody } from '../../lib/responses';
import { authorized, bearerToken } from '../../lib/authorize';
import { now } from '../../lib/clock';
import { liveVersion } from '../../lib/registry';
import { overrideAllowed, overrideOrigins } from '../../lib/registryOverrides';
import { randomToken, sha256Hex } from '../../lib/tokens';

/**
 * POST /api/platform/registry/overrides — loads the given build of one area in the caller's own
 * session only (testing a build in production): stored under the session's token hash, so no other
 * session, not even the same user's, sees it, and it ends with the session. Only from the origins the
 * server allows (REGISTRY_OVERRIDE_ORIGINS). Replaces the session's override of that area. Needs
 * `create Platform`; audited.
 */
export const setOverride = http.post(
  api('/api/platform/registry/overrides'),
  authorized({ action: 'create', subject: 'Platform' }, async ({ request, account }) => {
    const parsed = await parseBody(request, setOverrideSchema);
    if ('error' in parsed) return parsed.error;
    const { area, manifest } = parsed.data;
    if (!liveVersion(area)) return jsonError(404, `No area named ${area}`);
    if (!overrideAllowed(manifest)) {
      // A 400 on the field, not a 403: the caller may override, only not from there.
      const message = `Overrides may only load builds from ${overrideOrigins().join(', ')}; ${new URL(manifest).origin} is not one`;
      return HttpResponse.json({ message, errors: { manifest: [message] } }, { status: 400 });
    }
    const tokenHash = sha256Hex(bearerToken(request)!);
    // Overrides of sessions that have ended go too: nothing would ever read them again.
    const live = new Set(db.sessions.map((s) => s.tokenHash));
    db.registryOverrides = db.registryOverrides.filter(
      (o) => live.has(o.tokenHash) && !(o.tokenHash === tokenHash && o.area === area),
    );
    const createdAt = new Date(now()).toISOString();
    db.registryOverrides.push({
      id: randomToken().slice(0, 16),
      tokenHash,
      userId: account.id,
      area,
      manifest,
      createdAt,
    });
    return HttpResponse.json<RegistryOverride>({ area, manifest, createdAt }, { status: 201 });
  }),
);
