import { isCourseCompleted, type Course } from '@atrium/contracts';
import { courseProgress } from '../courses';

export interface AcademyStats {
  total: number;
  completed: number;
  inProgress: number;
  notStarted: number;
  /** Mean progress over every course, a whole percentage. */
  averageProgress: number;
  /** Courses per tag, most first. */
  byTag: { tag: string; count: number }[];
}

/** The dashboard's numbers, computed from the course list. */
export function academyStats(courses: Course[]): AcademyStats {
  const completed = courses.filter(isCourseCompleted).length;
  const notStarted = courses.filter((c) => c.completedTasks === 0 && !isCourseCompleted(c)).length;
  const counts = new Map<string, number>();
  for (const c of courses) counts.set(c.tags, (counts.get(c.tags) ?? 0) + 1);
  return {
    total: courses.length,
    completed,
    inProgress: courses.length - completed - notStarted,
    notStarted,
    averageProgress: courses.length
      ? Math.round(courses.reduce((sum, c) => sum + courseProgress(c), 0) / courses.length)
      : 0,
    byTag: [...counts]
      .map(([tag, count]) => ({ tag, count }))
      .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag)),
  };
}
