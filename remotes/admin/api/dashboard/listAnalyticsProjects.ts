import { http, HttpResponse } from 'msw';
import type { AnalyticsProject, AnalyticsProjectListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { parsePaging } from '@atrium/mocks/lib/list';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const ANALYTICS_PROJECT_LIST: ListSpec = {
  collection: 'analyticsProjects',
  search: ['name', 'project', 'leader'],
  filters: [],
  sort: {
    project: { path: 'name', kind: 'text' },
    leader: { path: 'leader', kind: 'text' },
    progress: { path: 'progress', kind: 'number' },
  },
};

/** GET /api/dashboard/analytics/projects — q (name, project kind or leader), sortBy project | leader | progress, paging. */
export const listAnalyticsProjects = http.get(
  api('/api/dashboard/analytics/projects'),
  authorized({ action: 'read', subject: 'Analytics' }, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { page, itemsPerPage } = parsePaging(params);
    const { rows, total } = await queryList<AnalyticsProject>(ANALYTICS_PROJECT_LIST, params);
    return HttpResponse.json<AnalyticsProjectListResponse>({
      projects: rows,
      totalPages: itemsPerPage === -1 ? 1 : Math.ceil(total / itemsPerPage),
      totalProjects: total,
      page: itemsPerPage === -1 ? 1 : page,
    });
  }),
);
