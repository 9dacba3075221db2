import { http, HttpResponse } from 'msw';
import {
  ALL_COURSES_LABEL,
  isCourseCompleted,
  type Course,
  type CourseListResponse,
} from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { matchText, paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Course>> = {
  courseName: { kind: 'text', value: (c) => c.courseTitle },
  progress: { kind: 'number', value: (c) => c.completedTasks / c.totalTasks },
};

/**
 * GET /api/apps/academy/courses — q (title or tutor), label (a tag; default 'All Courses'),
 * hideCompleted, sortBy courseName | progress, paging. totalCourse counts every course.
 */
export const listCourses = http.get(
  api('/api/apps/academy/courses'),
  authorized({ action: 'read', subject: 'Course' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = params.get('q');
    const label = params.get('label') || ALL_COURSES_LABEL;
    const hideCompleted = params.get('hideCompleted') === 'true';
    const { page, itemsPerPage } = parsePaging(params);

    let rows = db.courses.filter(
      (c) =>
        matchText(q, c.courseTitle, c.user) &&
        (label === ALL_COURSES_LABEL || c.tags === label) &&
        !(hideCompleted && isCourseCompleted(c)),
    );
    rows = sortRows(rows, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<CourseListResponse>({
      totalCourse: db.courses.length,
      courses: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
