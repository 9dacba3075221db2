import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { CourseDetails } from '@atrium/contracts';
import { academyKeys } from './academyKeys';

export function getCourseDetails(signal?: AbortSignal) {
  return api<CourseDetails>('/api/apps/academy/course-details', { signal });
}

export const courseDetailsQuery = () =>
  queryOptions({
    queryKey: academyKeys.details(),
    queryFn: ({ signal }) => getCourseDetails(signal),
    staleTime: 5 * 60_000,
  });

/** GET /api/apps/academy/course-details: the course shown on the details screen, with its content sections. */
export function useCourseDetails() {
  return useQuery(courseDetailsQuery());
}
