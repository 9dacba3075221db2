import { previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import {
  onDays,
  type TallyCondition,
  type TallyMeasure,
  type TallyRequest,
} from '@atrium/mocks/lib/tallyQuery';

/** A course's lessons: in its details, the topics of each section (two lists deep). */
const lessons: Pick<TallyRequest, 'collection' | 'where' | 'each'> = {
  collection: 'courseDetails',
  where: [],
  each: ['content', 'topics'],
};

const doneIn = (range: IsoDateRange): TallyCondition[] => [
  { kind: 'is', path: 'isCompleted', value: true },
  onDays('completedAt', range),
];

/** How many lessons were done in the range, and their minutes (in hundredths: whole cents of the number). */
const doneFigures = (range: IsoDateRange): Record<'lessons' | 'minuteCents', TallyMeasure> => ({
  lessons: { kind: 'count', where: doneIn(range) },
  minuteCents: { kind: 'sumCents', path: 'minutes', valueKind: 'number', where: doneIn(range) },
});

/** The lessons done in the range and in the one before it. */
export const lessonsDoneTally = (range: IsoDateRange): TallyRequest => {
  const before = doneFigures(previousRange(range));
  return {
    ...lessons,
    measures: {
      ...doneFigures(range),
      previousLessons: before.lessons,
      previousMinuteCents: before.minuteCents,
    },
  };
};

/** The lessons done in the range, by course (the id of the details they are in). */
export const lessonsDoneByCourseTally = (range: IsoDateRange): TallyRequest => ({
  ...lessons,
  groupBy: { kind: 'text', path: 'id', ofRecord: true },
  measures: doneFigures(range),
});

/** Every academy tally of a period (`npm run test:api` checks each is answered alike in SQL and in memory). */
export const academyTallies = (range: IsoDateRange): TallyRequest[] => [
  lessonsDoneTally(range),
  lessonsDoneByCourseTally(range),
];
