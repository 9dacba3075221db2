import { http, HttpResponse } from 'msw';
import type { CrmProjectsResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { parseLimit } from '@atrium/mocks/lib/aggregateQuery';
import { crmCall, crmPath, projectsWithDeals } from './crmQuery';

/** GET /api/dashboard/crm/projects (addition) — projects running at some point of the period (started by its end, due after its start), soonest due first; `limit` (default 6). */
export const getCrmProjects = http.get(
  crmPath('projects'),
  crmCall((range, params) => {
    const running = projectsWithDeals(
      db.crm.projects.filter((p) => p.startDate <= range.to && p.dueDate >= range.from),
    ).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
    const total = running.length;
    return HttpResponse.json<CrmProjectsResponse>({
      projects: running.slice(0, parseLimit(params, 6)),
      total,
      averageProgress: total ? Math.round(running.reduce((s, p) => s + p.progress, 0) / total) : 0,
    });
  }),
);
