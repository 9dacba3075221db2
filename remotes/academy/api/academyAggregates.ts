import {
  isCourseCompleted,
  type AcademySummaryResponse,
  type AcademyTopCoursesResponse,
  type AcademyTopicInterestResponse,
  type Course,
  type CourseTag,
} from '@atrium/contracts';
import type { IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { tally, tallyOne } from '@atrium/mocks/lib/tallyQuery';
import { lessonsDoneByCourseTally, lessonsDoneTally } from './academyTallies';

// The lessons done are tallied through the tally port (in SQL on the server); the courses' own
// counts are read from the course records.

const progressOf = (c: Course) =>
  c.totalTasks > 0 ? Math.round((c.completedTasks / c.totalTasks) * 100) : 0;

/** The lessons done in the period by course id: how many, and their minutes. */
async function doneByCourse(range: IsoDateRange): Promise<Map<number, { lessons: number; minutes: number }>> {
  const byCourse = new Map<number, { lessons: number; minutes: number }>();
  for (const { group, figures } of await tally(lessonsDoneByCourseTally(range)))
    if (group !== null && figures.lessons > 0)
      byCourse.set(Number(group), { lessons: figures.lessons, minutes: figures.minuteCents / 100 });
  return byCourse;
}

/** Time spent and lessons done in the period (and the one before), and where the courses stand now. */
export async function academySummary(
  courses: readonly Course[],
  range: IsoDateRange,
): Promise<AcademySummaryResponse> {
  const done = await tallyOne(lessonsDoneTally(range));
  const completed = courses.filter(isCourseCompleted).length;
  const notStarted = courses.filter((c) => c.completedTasks === 0 && !isCourseCompleted(c)).length;
  return {
    minutesSpent: { value: done.minuteCents / 100, previous: done.previousMinuteCents / 100 },
    lessonsCompleted: { value: done.lessons, previous: done.previousLessons },
    courses: {
      total: courses.length,
      completed,
      inProgress: courses.length - completed - notStarted,
      notStarted,
    },
    averageProgress: courses.length
      ? Math.round(courses.reduce((sum, c) => sum + progressOf(c), 0) / courses.length)
      : 0,
  };
}

/** The courses with the most lessons done in the period (ties: more minutes, then title). */
export async function academyTopCourses(
  courses: readonly Course[],
  range: IsoDateRange,
  limit: number,
): Promise<AcademyTopCoursesResponse> {
  const byCourse = await doneByCourse(range);
  const rows = courses
    .filter((c) => byCourse.has(c.id))
    .map((c) => ({
      id: c.id,
      courseTitle: c.courseTitle,
      user: c.user,
      tags: c.tags,
      ...byCourse.get(c.id)!,
      progress: progressOf(c),
    }))
    .sort(
      (a, b) => b.lessons - a.lessons || b.minutes - a.minutes || a.courseTitle.localeCompare(b.courseTitle),
    );
  return { courses: rows.slice(0, limit) };
}

/** Minutes and lessons done in the period per course tag, most minutes first (tags without any left out). */
export async function academyTopicInterest(
  courses: readonly Course[],
  range: IsoDateRange,
): Promise<AcademyTopicInterestResponse> {
  const tagOf = new Map(courses.map((c) => [c.id, c.tags]));
  const byTag = new Map<CourseTag, { minutes: number; lessons: number }>();
  for (const [courseId, done] of await doneByCourse(range)) {
    const tag = tagOf.get(courseId);
    if (!tag) continue;
    const entry = byTag.get(tag) ?? { minutes: 0, lessons: 0 };
    entry.minutes += done.minutes;
    entry.lessons += done.lessons;
    byTag.set(tag, entry);
  }
  return {
    topics: [...byTag]
      .map(([tag, v]) => ({ tag, ...v }))
      .sort((a, b) => b.minutes - a.minutes || a.tag.localeCompare(b.tag)),
  };
}
