import type { CourseListQuery } from '@atrium/contracts';

/** Query keys of the academy, in one place so invalidation cannot miss. */
export const academyKeys = {
  all: ['academy'] as const,
  courses: (query: CourseListQuery) => [...academyKeys.all, 'courses', query] as const,
  details: () => [...academyKeys.all, 'course-details'] as const,
};
