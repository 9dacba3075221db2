import {
  isCourseCompleted,
  type AcademySummaryResponse,
  type AcademyTopCoursesResponse,
  type AcademyTopicInterestResponse,
  type Course,
  type CourseDetails,
  type CourseTag,
} from '@atrium/contracts';
import { addDays, inRange, rangeDays, type IsoDateRange } from '@atrium/mocks/lib/isoDays';

const progressOf = (c: Course) =>
  c.totalTasks > 0 ? Math.round((c.completedTasks / c.totalTasks) * 100) : 0;

/** The period of the same length just before `range`. */
const previousOf = (range: IsoDateRange): IsoDateRange => ({
  from: addDays(range.from, -rangeDays(range)),
  to: addDays(range.from, -1),
});

/** The lessons completed in a period, each with its course. */
function completedIn(details: readonly CourseDetails[], range: IsoDateRange) {
  return details.flatMap((d) =>
    d.content
      .flatMap((s) => s.topics)
      .filter((t) => t.isCompleted && t.completedAt && inRange(t.completedAt, range))
      .map((t) => ({ courseId: d.id, minutes: t.minutes })),
  );
}

const minutesOf = (lessons: { minutes: number }[]) => lessons.reduce((sum, l) => sum + l.minutes, 0);

/** Time spent and lessons done in the period (and the one before), and where the courses stand now. */
export function academySummary(
  courses: readonly Course[],
  details: readonly CourseDetails[],
  range: IsoDateRange,
): AcademySummaryResponse {
  const now = completedIn(details, range);
  const before = completedIn(details, previousOf(range));
  const completed = courses.filter(isCourseCompleted).length;
  const notStarted = courses.filter((c) => c.completedTasks === 0 && !isCourseCompleted(c)).length;
  return {
    minutesSpent: { value: minutesOf(now), previous: minutesOf(before) },
    lessonsCompleted: { value: now.length, previous: before.length },
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
export function academyTopCourses(
  courses: readonly Course[],
  details: readonly CourseDetails[],
  range: IsoDateRange,
  limit: number,
): AcademyTopCoursesResponse {
  const byCourse = new Map<number, { lessons: number; minutes: number }>();
  for (const l of completedIn(details, range)) {
    const entry = byCourse.get(l.courseId) ?? { lessons: 0, minutes: 0 };
    entry.lessons += 1;
    entry.minutes += l.minutes;
    byCourse.set(l.courseId, entry);
  }
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
export function academyTopicInterest(
  courses: readonly Course[],
  details: readonly CourseDetails[],
  range: IsoDateRange,
): AcademyTopicInterestResponse {
  const tagOf = new Map(courses.map((c) => [c.id, c.tags]));
  const byTag = new Map<CourseTag, { minutes: number; lessons: number }>();
  for (const l of completedIn(details, range)) {
    const tag = tagOf.get(l.courseId);
    if (!tag) continue;
    const entry = byTag.get(tag) ?? { minutes: 0, lessons: 0 };
    entry.minutes += l.minutes;
    entry.lessons += 1;
    byTag.set(tag, entry);
  }
  return {
    topics: [...byTag]
      .map(([tag, v]) => ({ tag, ...v }))
      .sort((a, b) => b.minutes - a.minutes || a.tag.localeCompare(b.tag)),
  };
}
