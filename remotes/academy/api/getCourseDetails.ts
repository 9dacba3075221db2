import { http, HttpResponse } from 'msw';
import type { CourseDetails } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, idParam, jsonError, malformedId } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { contentLanguageOf } from '@atrium/mocks/lib/contentLanguage';
import { courseDetailsIn } from './wordedCourses';

/**
 * GET /api/apps/academy/course-details — id (optional, a course's id): that course's details; without an
 * id, the first course's, worded in the request's language. 400 for a malformed id, 404 "Course not
 * found" for an unknown one.
 */
export const getCourseDetails = http.get(
  api('/api/apps/academy/course-details'),
  authorized({ action: 'read', subject: 'Course' }, ({ request }) => {
    const raw = new URL(request.url).searchParams.get('id');
    const id = raw === null || raw === '' ? undefined : idParam(raw);
    if (raw && id === undefined) return malformedId();
    const details = id === undefined ? db.courseDetails[0] : db.courseDetails.find((d) => d.id === id);
    if (!details) return jsonError(404, 'Course not found');
    return HttpResponse.json<CourseDetails>(courseDetailsIn(details, contentLanguageOf(request)));
  }),
);
