import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, useContentLanguage } from '@atrium/platform';
import type { CourseListQuery, CourseListResponse } from '@atrium/contracts';
import { academyKeys } from './academyKeys';

export function getCourses({ hideCompleted, ...query }: CourseListQuery, signal?: AbortSignal) {
  return api<CourseListResponse>('/api/apps/academy/courses', {
    query: { ...query, hideCompleted: hideCompleted || undefined },
    signal,
  });
}

export const coursesQuery = (query: CourseListQuery, language: string) =>
  queryOptions({
    queryKey: academyKeys.courses(query, language),
    queryFn: ({ signal }) => getCourses(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/academy/courses: a page of courses for search, tag, hide-completed and sort; `itemsPerPage: -1` for all. */
export function useCourses(query: CourseListQuery) {
  return useQuery(coursesQuery(query, useContentLanguage()));
}
