import type { ListQuery } from './common';

export const COURSE_TAGS = [
  'Web',
  'Design',
  'Psychology',
  'UI/UX',
  'Art',
  'Music',
  'Photography',
  'Business',
] as const;
export type CourseTag = (typeof COURSE_TAGS)[number];
/** The label meaning "no tag filter". */
export const ALL_COURSES_LABEL = 'All Courses';
export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const;

export interface Course {
  id: number;
  /** Tutor name. */
  user: string;
  image: string;
  tutorImg: string;
  completedTasks: number;
  totalTasks: number;
  userCount: number;
  note: number;
  view: number;
  /** Duration text, e.g. "17h 34m". */
  time: string;
  logo: string;
  /** Theme colour name, e.g. "primary". */
  color: string;
  courseTitle: string;
  desc: string;
  tags: CourseTag;
  rating: number;
  ratingCount: number;
}

/** A course is completed when completedTasks equals totalTasks. */
export const isCourseCompleted = (c: Pick<Course, 'completedTasks' | 'totalTasks'>) =>
  c.completedTasks === c.totalTasks;

export interface CourseListQuery extends ListQuery {
  /** A tag, or 'All Courses' (default). */
  label?: string;
  hideCompleted?: boolean;
}

export interface CourseListResponse {
  /** Number of courses before any filter. */
  totalCourse: number;
  courses: Course[];
  /** Number of courses matching the filters. */
  total: number;
}

export interface CourseTopic {
  title: string;
  /** Text such as "2.4 min". */
  time: string;
  isCompleted: boolean;
}

export interface CourseSection {
  title: string;
  /** Completed over total topics, e.g. "2/5". */
  status: string;
  /** Text such as "4.4 min". */
  time: string;
  id: string;
  topics: CourseTopic[];
}

export interface CourseDetails {
  title: string;
  about: string;
  instructor: string;
  instructorAvatar: string;
  instructorPosition: string;
  skillLevel: string;
  totalStudents: number;
  language: string;
  isCaptions: boolean;
  length: string;
  totalLectures: number;
  /** Paragraphs. */
  description: string[];
  content: CourseSection[];
}
