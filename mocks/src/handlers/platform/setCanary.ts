import { http, HttpResponse } from 'msw';
import { setCanarySchema } from '@atrium/contracts';
import { api, jsonError, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { canaryVersion, liveVersion, versionsOf } from '../../lib/registry';

/**
 * PUT /api/platform/registry/areas/{area}/canary — makes a version that is not live the area's canary
 * for a share of users (`percent`, stable per user id) and/or named `roles`, or changes the audience of
 * the canary there is; `version: null` ends the canary (its version withdrawn). One canary per area:
 * another one there was is withdrawn. Needs `update Platform`; audited.
 */
export const setCanary = http.put(
  api('/api/platform/registry/areas/:area/canary'),
  authorized({ action: 'update', subject: 'Platform' }, async ({ request, params }) => {
    const area = String(params.area);
    if (!liveVersion(area)) return jsonError(404, `No area named ${area}`);
    const parsed = await parseBody(request, setCanarySchema);
    if ('error' in parsed) return parsed.error;
    const { version: number, percent, roles } = parsed.data;
    const current = canaryVersion(area);
    const end = () => {
      if (!current) return;
      current.status = 'withdrawn';
      delete current.canary;
    };
    if (number === null) {
      end();
      return new HttpResponse(null, { status: 204 });
    }
    const version = versionsOf(area).find((v) => v.version === number);
    if (!version) return jsonError(404, `${area} has no version ${number}`);
    if (version.status === 'live') return jsonError(409, `Version ${number} of ${area} is live already`);
    if (current !== version) end();
    version.status = 'canary';
    version.canary = { percent, roles };
    return HttpResponse.json(version);
  }),
);
