import type { CourseListQuery } from '@atrium/contracts';

/**
 * Query keys of the academy, in one place so invalidation cannot miss: a lesson's completion
 * invalidates `all`, so My courses, the details and the dashboard's cards all reload. Each holds the
 * page's language: the API words the courses in it (useContentLanguage).
 */
export const academyKeys = {
  all: ['academy'] as const,
  courses: (query: CourseListQuery, language: string) =>
    [...academyKeys.all, 'courses', language, query] as const,
  details: (id: string | undefined, language: string) =>
    [...academyKeys.all, 'course-details', language, id ?? 'first'] as const,
  dashboard: (card: string, language: string, range?: { from: string; to: string }) =>
    [...academyKeys.all, 'dashboard', card, language, range?.from, range?.to] as const,
};
