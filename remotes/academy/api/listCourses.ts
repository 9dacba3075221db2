import { http, HttpResponse } from 'msw';
import { ALL_COURSES_LABEL, type Course, type CourseListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListCondition, type ListSpec, type RatioValue } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';
import { contentLanguageOf } from '@atrium/mocks/lib/contentLanguage';
import { courseIn } from './wordedCourses';

/** A course's progress: lessons done over lessons (a completed course's is 1). */
const PROGRESS: RatioValue = { kind: 'ratio', path: 'completedTasks', over: 'totalTasks' };

export const COURSE_LIST: ListSpec = {
  collection: 'courses',
  search: ['courseTitle', 'user'],
  filters: [{ params: ['hideCompleted'], filter: { kind: 'onlyBelow', value: PROGRESS, limit: 1 } }],
  sort: {
    courseName: { path: 'courseTitle', kind: 'text' },
    progress: PROGRESS,
  },
  conditionPaths: ['tags'],
};

/**
 * GET /api/apps/academy/courses — q (title or tutor), label (a tag; default 'All Courses'),
 * hideCompleted, sortBy courseName | progress, paging. totalCourse counts every course. Titles are worded
 * in the request's language; search and the name sort go by the English title the course is stored with.
 */
export const listCourses = http.get(
  api('/api/apps/academy/courses'),
  authorized({ action: 'read', subject: 'Course' }, async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const label = params.get('label') || ALL_COURSES_LABEL;
    const conditions: ListCondition[] =
      label === ALL_COURSES_LABEL ? [] : [{ kind: 'is', path: 'tags', value: label }];
    const { rows, total } = await queryList<Course>(COURSE_LIST, params, conditions);
    const language = contentLanguageOf(request);
    const courses = rows.map((course) => courseIn(course, language));
    return HttpResponse.json<CourseListResponse>({ totalCourse: db.courses.length, courses, total });
  }),
);
