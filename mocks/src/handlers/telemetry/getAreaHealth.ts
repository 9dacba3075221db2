import { http, HttpResponse } from 'msw';
import type { AreaHealthResponse } from '@atrium/contracts';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';
import { now } from '../../lib/clock';
import { areaHealth } from '../../lib/telemetry';

/**
 * GET /api/platform/area-health (addition) — each build of each area over the last day, from the
 * shell's telemetry: views, errors and error rate, p75 of LCP, INP and CLS and of each load phase, the
 * last error messages. Who may read the platform (`read Platform`: admins).
 */
export const getAreaHealth = http.get(
  api('/api/platform/area-health'),
  authorized({ action: 'read', subject: 'Platform' }, () =>
    HttpResponse.json<AreaHealthResponse>(areaHealth(now())),
  ),
);
