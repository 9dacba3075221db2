import { z } from 'zod';
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

/** A lesson of a course. */
export interface CourseTopic {
  /** Unique within its course, e.g. "s2-l3". */
  id: string;
  title: string;
  /** Text such as "2.4 min". */
  time: string;
  /** The lesson's length in minutes (what `time` says, as a number for sums). */
  minutes: number;
  isCompleted: boolean;
  /** The day (`YYYY-MM-DD`) the lesson was completed; absent when it is not. */
  completedAt?: string;
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

/** One course's details; `id` is the course's id in the course list. */
export interface CourseDetails {
  id: number;
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

/**
 * PATCH /api/apps/academy/courses/:id/lessons/:lessonId — marks a lesson done (or not). Answers the
 * course's details as they now stand; the course's completedTasks in the list follows.
 */
export const lessonProgressSchema = z.object({ isCompleted: z.boolean() }).strict();
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

// The academy dashboard's aggregate calls (GET /api/dashboard/academy/*): `from` and `to` (inclusive
// ISO dates) select the lessons completed in the period; a malformed period answers 400 { message }.

/** GET /api/dashboard/academy/summary */
export interface AcademySummaryResponse {
  /** Minutes of the lessons completed in the period, and in the period of the same length before it. */
  minutesSpent: { value: number; previous: number };
  lessonsCompleted: { value: number; previous: number };
  /** Where the courses stand now (not limited to the period). */
  courses: { total: number; completed: number; inProgress: number; notStarted: number };
  /** Mean progress over every course now, a whole percentage. */
  averageProgress: number;
}

/** GET /api/dashboard/academy/top-courses: the courses most worked on in the period (limit, default 5). */
export interface AcademyTopCoursesResponse {
  courses: {
    id: number;
    courseTitle: string;
    user: string;
    tags: CourseTag;
    /** Lessons completed in the period, and their minutes. */
    lessons: number;
    minutes: number;
    /** The course's whole progress now, a percentage. */
    progress: number;
  }[];
}

/** GET /api/dashboard/academy/topic-interest: minutes of completed lessons per tag in the period. */
export interface AcademyTopicInterestResponse {
  topics: { tag: CourseTag; minutes: number; lessons: number }[];
}

/** A live session; `startsAt` is an ISO date-time. */
export interface AcademyWebinar {
  id: number;
  title: string;
  host: string;
  hostAvatar: string;
  startsAt: string;
  minutes: number;
  courseId: number;
}

/** GET /api/dashboard/academy/webinar: the next webinar from now, or null when none is planned. */
export interface AcademyWebinarResponse {
  webinar: AcademyWebinar | null;
}
