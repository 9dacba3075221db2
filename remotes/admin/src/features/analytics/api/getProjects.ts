import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { AnalyticsProjectListQuery, AnalyticsProjectListResponse } from '@atrium/contracts';

/** The largest page the API serves: the table's summary reads every project (7 in the sample). */
export const PROJECTS_SUMMARY_PAGE = 100;

export const projectKeys = {
  all: ['admin', 'analytics-projects'] as const,
  list: (query: AnalyticsProjectListQuery) => [...projectKeys.all, 'list', query] as const,
};

export function getProjects(query: AnalyticsProjectListQuery, signal?: AbortSignal) {
  return api<AnalyticsProjectListResponse>('/api/dashboard/analytics/projects', {
    query: { ...query },
    signal,
  });
}

export const projectsQuery = (query: AnalyticsProjectListQuery) =>
  queryOptions({
    queryKey: projectKeys.list(query),
    queryFn: ({ signal }) => getProjects(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/dashboard/analytics/projects: q, sortBy (project, leader, progress), orderBy, page, itemsPerPage. */
export function useProjects(query: AnalyticsProjectListQuery) {
  return useQuery(projectsQuery(query));
}
