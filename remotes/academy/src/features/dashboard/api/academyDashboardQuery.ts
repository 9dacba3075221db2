import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, useContentLanguage } from '@atrium/platform';
import type {
  AcademySummaryResponse,
  AcademyTopCoursesResponse,
  AcademyTopicInterestResponse,
  AcademyWebinarResponse,
} from '@atrium/contracts';
import { academyKeys } from '../../courses';

export interface Period {
  from: string;
  to: string;
}

/**
 * One aggregate call, `GET /api/dashboard/academy/<name>?from&to`: the key holds the period (so a card
 * refetches when the range changes) under the academy's key (so a completed lesson reloads it).
 */
function academyDashboardQuery<T>(
  name: string,
  language: string,
  period?: Period,
  query: Record<string, number> = {},
) {
  return queryOptions({
    queryKey: [...academyKeys.dashboard(name, language, period), query] as const,
    queryFn: ({ signal }) =>
      api<T>(`/api/dashboard/academy/${name}`, { query: { ...period, ...query }, signal }),
  });
}

export const useAcademySummary = (period: Period) =>
  useQuery(academyDashboardQuery<AcademySummaryResponse>('summary', useContentLanguage(), period));
export const useAcademyTopCourses = (period: Period, limit = 5) =>
  useQuery(
    academyDashboardQuery<AcademyTopCoursesResponse>('top-courses', useContentLanguage(), period, { limit }),
  );
export const useAcademyTopicInterest = (period: Period) =>
  useQuery(
    academyDashboardQuery<AcademyTopicInterestResponse>('topic-interest', useContentLanguage(), period),
  );
export const useAcademyWebinar = () =>
  useQuery(academyDashboardQuery<AcademyWebinarResponse>('webinar', useContentLanguage()));
