import { http, HttpResponse } from 'msw';
import type { AcademyWebinarResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { parseDateRange, parseLimit } from '@atrium/mocks/lib/aggregateQuery';
import { contentLanguageOf, type ContentLanguage } from '@atrium/mocks/lib/contentLanguage';
import { courseWord } from './data/courseTranslations';
import { academySummary, academyTopCourses, academyTopicInterest } from './academyAggregates';

const read = { action: 'read', subject: 'Course' } as const;

/**
 * GET /api/dashboard/academy/<path> — from, to: read Course, then a valid period (400 otherwise); the
 * figures are counted from the courses' lessons as they stand now (tallied: academyTallies.ts).
 */
const rangeCall = (
  path: string,
  report: (
    params: URLSearchParams,
    range: { from: string; to: string },
    language: ContentLanguage,
  ) => Promise<object>,
) =>
  http.get(
    api(`/api/dashboard/academy/${path}`),
    authorized(read, async ({ request }) => {
      const params = new URL(request.url).searchParams;
      const parsed = parseDateRange(params);
      if ('error' in parsed) return parsed.error;
      return HttpResponse.json(await report(params, parsed.range, contentLanguageOf(request)));
    }),
  );

/** Time spent and lessons done in the period and the one before; course counts and mean progress. */
export const getAcademySummary = rangeCall('summary', (_, range) => academySummary(db.courses, range));
/** The courses most worked on in the period (limit 1–50, default 5), titled in the request's language. */
export const getAcademyTopCourses = rangeCall('top-courses', async (params, range, language) => {
  const top = await academyTopCourses(db.courses, range, parseLimit(params, 5));
  return { courses: top.courses.map((c) => ({ ...c, courseTitle: courseWord(c.courseTitle, language) })) };
});
/** Minutes of lessons done per topic (course tag) in the period. */
export const getAcademyTopicInterest = rangeCall('topic-interest', (_, range) =>
  academyTopicInterest(db.courses, range),
);

/**
 * GET /api/dashboard/academy/webinar — the next webinar from now (null when none is planned), titled in
 * the request's language.
 */
export const getAcademyWebinar = http.get(
  api('/api/dashboard/academy/webinar'),
  authorized(read, ({ request }) => {
    const from = new Date(now()).toISOString();
    const next = db.webinars
      .filter((w) => w.startsAt >= from)
      .sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0];
    const language = contentLanguageOf(request);
    return HttpResponse.json<AcademyWebinarResponse>({
      webinar: next ? { ...next, title: courseWord(next.title, language) } : null,
    });
  }),
);

export const academyDashboardHandlers = [
  getAcademySummary,
  getAcademyTopCourses,
  getAcademyTopicInterest,
  getAcademyWebinar,
];
