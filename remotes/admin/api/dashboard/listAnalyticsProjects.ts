import { http, HttpResponse } from 'msw';
import type { AnalyticsProject, AnalyticsProjectListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<AnalyticsProject>> = {
  project: { kind: 'text', value: (p) => p.name },
  leader: { kind: 'text', value: (p) => p.leader },
  progress: { kind: 'number', value: (p) => p.progress },
};

/** GET /api/dashboard/analytics/projects — q (name, project kind or leader), sortBy project | leader | progress, paging. */
export const listAnalyticsProjects = http.get(
  api('/api/dashboard/analytics/projects'),
  authorized({ action: 'read', subject: 'Analytics' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const { page, itemsPerPage } = parsePaging(params);
    let rows = db.analyticsProjects.filter((p) => matchText(q, p.name, p.project, p.leader));
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<AnalyticsProjectListResponse>({
      projects: paginate(rows, page, itemsPerPage),
      totalPages: itemsPerPage === -1 ? 1 : Math.ceil(rows.length / itemsPerPage),
      totalProjects: rows.length,
      page: itemsPerPage === -1 ? 1 : page,
    });
  }),
);
