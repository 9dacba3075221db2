import { http, HttpResponse } from 'msw';
import type { CrmActivityResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { parseLimit } from '@atrium/mocks/lib/aggregateQuery';
import { inRange } from '@atrium/mocks/lib/isoDays';
import { activitiesWithDeals, crmCall, crmPath } from './crmQuery';

/** GET /api/dashboard/crm/activity (addition) — the period's activity, newest first; `limit` (default 8). */
export const getCrmActivity = http.get(
  crmPath('activity'),
  crmCall((range, params) => {
    const rows = db.crm.activities
      .filter((a) => inRange(a.at, range))
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    return HttpResponse.json<CrmActivityResponse>({
      activities: activitiesWithDeals(rows.slice(0, parseLimit(params, 8))),
      total: rows.length,
    });
  }),
);
