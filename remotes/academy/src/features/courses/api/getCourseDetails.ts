import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, useContentLanguage } from '@atrium/platform';
import type { CourseDetails } from '@atrium/contracts';
import { academyKeys } from './academyKeys';

export function getCourseDetails(id: string | undefined, signal?: AbortSignal) {
  return api<CourseDetails>('/api/apps/academy/course-details', { query: { id }, signal });
}

export const courseDetailsQuery = (id: string | undefined, language: string) =>
  queryOptions({
    queryKey: academyKeys.details(id, language),
    queryFn: ({ signal }) => getCourseDetails(id, signal),
  });

/** GET /api/apps/academy/course-details?id: one course's details (the first course without an id). */
export function useCourseDetails(id: string | undefined) {
  return useQuery(courseDetailsQuery(id, useContentLanguage()));
}

/** The answer for an id that names no course: 404, or 400 for one that is not an id at all. */
export function isMissingCourse(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
