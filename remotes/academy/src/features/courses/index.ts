// The courses feature's public face: what the other features of the area (dashboard) use.
export { useCourses } from './api/getCourses';
export { courseProgress } from './courseProgress';
export { academyKeys } from './api/academyKeys';
