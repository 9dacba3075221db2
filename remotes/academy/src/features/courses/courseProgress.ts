import type { Course, CourseSection } from '@atrium/contracts';

/** Completed tasks as a whole percentage (0 when a course has no tasks). */
export function courseProgress(course: Pick<Course, 'completedTasks' | 'totalTasks'>): number {
  return course.totalTasks > 0 ? Math.round((course.completedTasks / course.totalTasks) * 100) : 0;
}

/** Topics done in a section, counted from the topics (the `status` text is only shown). */
export function sectionDone(section: CourseSection): { done: number; total: number } {
  return { done: section.topics.filter((t) => t.isCompleted).length, total: section.topics.length };
}

/** Theme colour names the sample data uses; anything else falls back to primary. */
const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info'] as const;
export type CourseColor = (typeof COLORS)[number];
export function courseColor(color: string): CourseColor {
  return (COLORS as readonly string[]).includes(color) ? (color as CourseColor) : 'primary';
}

/** The sort choices of the course grid, as `sortBy:orderBy`. */
export const COURSE_SORTS = ['courseName:asc', 'courseName:desc', 'progress:desc', 'progress:asc'] as const;
