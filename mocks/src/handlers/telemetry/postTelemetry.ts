import { http, HttpResponse } from 'msw';
import { telemetryBatchSchema } from '@atrium/contracts';
import { api, parseBody } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { now } from '../../lib/clock';
import { keepTelemetry } from '../../lib/telemetry';
import { throttleKey, throttled, TELEMETRY_LIMITS } from '../../lib/throttle';

/**
 * POST /api/telemetry (addition) — a batch of what the shell saw of the areas (page views, load phases,
 * load and render errors, web vitals: `telemetryBatchSchema`), kept for a day; 204. Any signed-in user
 * (it is their own pages'); at most TELEMETRY_LIMITS batches per user, then 429 with Retry-After.
 */
export const postTelemetry = http.post(
  api('/api/telemetry'),
  authorized('signed-in', async ({ request, account }) => {
    const refused = throttled(
      [[throttleKey('telemetry', 'account', account.id), TELEMETRY_LIMITS.perUser]],
      true,
    );
    if (refused) return refused;
    const body = await parseBody(request, telemetryBatchSchema);
    if ('error' in body) return body.error;
    keepTelemetry(body.data.events, account.id, now());
    return new HttpResponse(null, { status: 204 });
  }),
);
