import type { CourseDetails, CourseTopic } from '@atrium/contracts';

export interface LessonPlace {
  lesson: CourseTopic;
  sectionTitle: string;
  /** The lesson after it in the course, if any. */
  next?: CourseTopic;
}

/**
 * The lesson the player shows: the one the URL names, else the first not completed, else the first.
 * Undefined only for a course without lessons.
 */
export function currentLesson(course: CourseDetails, wanted: string | null): LessonPlace | undefined {
  const all = course.content.flatMap((s) => s.topics.map((lesson) => ({ lesson, sectionTitle: s.title })));
  const named = wanted ? all.findIndex((l) => l.lesson.id === wanted) : -1;
  const at =
    named >= 0
      ? named
      : Math.max(
          0,
          all.findIndex((l) => !l.lesson.isCompleted),
        );
  if (!all[at]) return undefined;
  return { ...all[at], next: all[at + 1]?.lesson };
}

/** Lessons done over all lessons of a course, and the whole percentage. */
export function lessonsDone(course: CourseDetails): { done: number; total: number; percent: number } {
  const lessons = course.content.flatMap((s) => s.topics);
  const done = lessons.filter((t) => t.isCompleted).length;
  return {
    done,
    total: lessons.length,
    percent: lessons.length ? Math.round((done / lessons.length) * 100) : 0,
  };
}
