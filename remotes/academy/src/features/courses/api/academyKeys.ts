import type { CourseListQuery } from '@atrium/contracts';

/**
 * Query keys of the academy, in one place so invalidation cannot miss: a lesson's completion
 * invalidates `all`, so My courses, the details and the dashboard's cards all reload.
 */
export const academyKeys = {
  all: ['academy'] as const,
  courses: (query: CourseListQuery) => [...academyKeys.all, 'courses', query] as const,
  details: (id: string | undefined) => [...academyKeys.all, 'course-details', id ?? 'first'] as const,
  dashboard: (card: string, range?: { from: string; to: string }) =>
    [...academyKeys.all, 'dashboard', card, range?.from, range?.to] as const,
};
