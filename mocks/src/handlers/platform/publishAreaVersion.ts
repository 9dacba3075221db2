import { http, HttpResponse } from 'msw';
import { publishAreaVersionSchema, type AreaVersion } from '@atrium/contracts';
import { db } from '../../db';
import { api, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { now } from '../../lib/clock';
import { canaryVersion, liveVersion, makeLive, nextVersionNumbers } from '../../lib/registry';

const AREA = /^[a-z][a-z0-9_-]{0,39}$/;

/**
 * POST /api/platform/registry/areas/{area}/versions (`npm run publish:area`) — records a build: its
 * manifest, its entry files' integrity and its route prefixes (the live version's when omitted; a new
 * area must name them). Live at once, the live one before it becoming previous; or, with `canary`,
 * the area's canary for that audience (replacing a canary there was). 201 with the version. Needs
 * `create Platform`; audited as a change of the registry (server/src/audit.ts).
 */
export const publishAreaVersion = http.post(
  api('/api/platform/registry/areas/:area/versions'),
  authorized({ action: 'create', subject: 'Platform' }, async ({ request, params, account }) => {
    const area = String(params.area);
    if (!AREA.test(area)) return jsonError(400, 'An area name is lower-case letters, digits, - and _');
    const parsed = await parseBody(request, publishAreaVersionSchema);
    if ('error' in parsed) return parsed.error;
    const { manifest, integrity, routes, canary } = parsed.data;
    const live = liveVersion(area);
    if (!live && !routes) return jsonError(400, `${area} is a new area: name the route prefixes it owns`);
    if (!live && canary) return jsonError(409, `${area} has no live version to be a canary beside`);

    const version: AreaVersion = {
      ...nextVersionNumbers(area),
      area,
      manifest,
      integrity,
      routes: routes ?? live!.routes,
      publishedBy: account.email,
      publishedAt: new Date(now()).toISOString(),
      status: 'previous',
    };
    db.areaVersions.push(version);
    if (canary) {
      const before = canaryVersion(area);
      if (before) {
        before.status = 'withdrawn';
        delete before.canary;
      }
      version.status = 'canary';
      version.canary = canary;
    } else {
      makeLive(version);
    }
    return HttpResponse.json(version, { status: 201 });
  }),
);
