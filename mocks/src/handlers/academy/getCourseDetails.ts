import { http, HttpResponse } from 'msw';
import type { CourseDetails } from '@atrium/contracts';
import { db } from '../../db';
import { api } from '../../lib/responses';
import { authorized } from '../../lib/authorize';

/** GET /api/apps/academy/course-details — the one sample course's details. */
export const getCourseDetails = http.get(
  api('/api/apps/academy/course-details'),
  authorized({ action: 'read', subject: 'Course' }, () => HttpResponse.json<CourseDetails>(db.courseDetails)),
);
