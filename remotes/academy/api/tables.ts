import { areaTables, list } from '@atrium/mocks/collections';
import { buildCourseDetails, buildCourses, buildWebinars } from './data/courses';

/** The academy area's collections: the courses, their lessons and progress, and the webinars. */
export const tables = areaTables({
  area: 'academy',
  collections: {
    courses: list(buildCourses),
    courseDetails: list(() => buildCourseDetails(buildCourses())),
    webinars: list(() => buildWebinars(buildCourses())),
  },
});
