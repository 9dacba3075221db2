import type { ApiModule } from '@atrium/mocks/apiModule';
import { listCourses } from './listCourses';
import { getCourseDetails } from './getCourseDetails';
import { updateLessonProgress } from './updateLessonProgress';
import { academyDashboardHandlers } from './academyDashboard';

/** The academy area's API: courses, lesson progress, and its dashboard. */
export const api: ApiModule = {
  area: 'academy',
  prefixes: ['/api/apps/academy', '/api/dashboard/academy'],
  handlers: [listCourses, getCourseDetails, updateLessonProgress, ...academyDashboardHandlers],
};
