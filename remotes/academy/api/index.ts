import type { ApiModule } from '@atrium/mocks/apiModule';
import { COURSE_LIST, listCourses } from './listCourses';
import { getCourseDetails } from './getCourseDetails';
import { updateLessonProgress } from './updateLessonProgress';
import { academyDashboardHandlers } from './academyDashboard';
import { academyTallies } from './academyTallies';

/** The academy area's API: courses, lesson progress, and its dashboard. */
export const api: ApiModule = {
  area: 'academy',
  prefixes: ['/api/apps/academy', '/api/dashboard/academy'],
  lists: [COURSE_LIST],
  tallies: academyTallies,
  handlers: [listCourses, getCourseDetails, updateLessonProgress, ...academyDashboardHandlers],
};
