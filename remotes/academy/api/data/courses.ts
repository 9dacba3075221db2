import type { AcademyWebinar, Course, CourseDetails, CourseSection, CourseTag } from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import { now as clockNow } from '@atrium/mocks/lib/clock';
import { addDays, isoDay } from '@atrium/mocks/lib/isoDays';
import { avatarUrl } from '@atrium/mocks/data/people';

// [courseTitle, tutor, tag, logo]
const CATALOGUE: [string, string, CourseTag, string][] = [
  ['Basics of Angular', 'Lauretta Coie', 'Web', 'brand-angular'],
  ['UI/UX Design', 'Maybelle Zmitrovich', 'UI/UX', 'palette'],
  ['React Native', 'Gertie Langwade', 'Web', 'brand-react'],
  ['Art & Drawing', 'Estella Chace', 'Art', 'brush'],
  ['Basic Fundamentals', 'Euell Bownass', 'Psychology', 'brain'],
  ['React for Beginners', 'Terrye Etches', 'Web', 'brand-react'],
  ['The Science of Critical Thinking', 'Papageno Sloy', 'Psychology', 'bulb'],
  ['The Complete Figma UI/UX Course', 'Aviva Penvarden', 'UI/UX', 'brand-figma'],
  ['Advanced Problem Solving Techniques', 'Reggi Tuddenham', 'Psychology', 'puzzle'],
  ['Advanced React Native', 'Aluin Leveritt', 'Web', 'brand-react'],
  ['Building Web Applications with Vue.js', 'Ardys Deakin', 'Web', 'brand-vue'],
  ['Color Theory', 'Hilde Kemble', 'Design', 'color-swatch'],
  ['Cognitive Psychology', 'Gerald Lew', 'Psychology', 'brain'],
  ['Digital Painting Masterclass', 'Wendi Hadden', 'Art', 'brush'],
  ['Typography Essentials', 'Hercule Chellam', 'Design', 'typography'],
  ['Figma Prototyping', 'Brenda Scurrah', 'UI/UX', 'brand-figma'],
  ['Watercolour for Everyone', 'Paxon Gunby', 'Art', 'droplet'],
  ['TypeScript in Depth', 'Mira Kaplan', 'Web', 'brand-typescript'],
  ['Logo Design Bootcamp', 'Dudley Bresland', 'Design', 'vector'],
  ['Behavioural Economics', 'Tobi Pfaff', 'Psychology', 'chart-dots'],
  ['Design Systems at Scale', 'Ora Mouton', 'UI/UX', 'components'],
  ['Sketching Faces', 'Gilberte Lowry', 'Art', 'pencil'],
  ['Node.js Fundamentals', 'Laurie Doerr', 'Web', 'brand-nodejs'],
  ['Layout and Composition', 'Kiley Corwin', 'Design', 'layout'],
  ['Motivation and Habits', 'Sileas Rollo', 'Psychology', 'target-arrow'],
];

const COLORS = ['primary', 'info', 'success', 'warning', 'error', 'secondary'];

/** 25 courses; every third one is completed. */
export function buildCourses(): Course[] {
  const r = createRandom(2501);
  return CATALOGUE.map(([courseTitle, user, tags, logo], i) => {
    const totalTasks = r.int(10, 40);
    const completedTasks = i % 3 === 0 ? totalTasks : r.int(0, totalTasks - 1);
    return {
      id: i + 1,
      user,
      // The cover (drawn from the course's logo and colour by scripts/sample-images.mjs) and the tutor's face.
      image: `/images/academy/course-${i + 1}.svg`,
      tutorImg: avatarUrl(user),
      completedTasks,
      totalTasks,
      userCount: r.int(5, 80),
      note: r.int(5, 60),
      view: r.int(5, 50),
      time: `${r.int(2, 30)}h ${r.int(0, 59)}m`,
      logo,
      color: COLORS[i % COLORS.length],
      courseTitle,
      desc: `Introductory course for ${courseTitle}: concepts, exercises and a final project.`,
      tags,
      rating: Math.round((3.5 + r.next() * 1.5) * 10) / 10,
      ratingCount: r.int(50, 400),
    };
  });
}

const SECTION_TITLES = [
  'Getting started',
  'Core ideas',
  'Hands-on practice',
  'Going further',
  'Real-world cases',
  'Final project',
  'Review and next steps',
];
const LESSON_TITLES = [
  'Welcome and overview',
  'Key terms',
  'A first example',
  'Common mistakes',
  'Step-by-step walkthrough',
  'Exercise',
  'Deep dive',
  'Tools of the trade',
  'Case study',
  'Quiz',
  'Putting it together',
  'Summary',
];
const SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Level'];
const POSITIONS: Record<CourseTag, string> = {
  Web: 'Web Developer and Teacher',
  Design: 'Visual Designer',
  Psychology: 'Psychologist and Lecturer',
  'UI/UX': 'Product Designer',
  Art: 'Illustrator and Painter',
  Music: 'Musician',
  Photography: 'Photographer',
  Business: 'Business Coach',
};

/** How many days back the first completed lesson of a course may lie. */
const HISTORY_DAYS = 330;

/**
 * Every course's details: its lessons (as many as the course's totalTasks, the first completedTasks of
 * them done, each on a day of the past year counted back from `today`), in sections of four to seven.
 * The course list and these agree, and the dashboard's periods find lessons in them.
 */
export function buildCourseDetails(
  courses: Course[],
  today: string = isoDay(new Date(clockNow())),
): CourseDetails[] {
  return courses.map((course) => {
    const r = createRandom(7000 + course.id);
    // The completed lessons' days, ascending. A course in progress was last worked on today or in the
    // two days before (so "this month" is never empty); a finished one some weeks ago.
    const start = r.int(20, HISTORY_DAYS);
    const n = course.completedTasks;
    const finished = n === course.totalTasks;
    const last = finished ? Math.round(start / 3) : course.id % 3;
    const days = Array.from({ length: n }, (_, i) =>
      addDays(today, -(last + Math.round(((start - last) * (n - 1 - i)) / Math.max(1, n)))),
    );
    const content: CourseSection[] = [];
    let lesson = 0;
    while (lesson < course.totalTasks) {
      const size = Math.min(r.int(4, 7), course.totalTasks - lesson);
      const n = content.length + 1;
      const topics = Array.from({ length: size }, (_, k) => {
        const index = lesson + k;
        const minutes = r.int(3, 18);
        const isCompleted = index < course.completedTasks;
        return {
          id: `s${n}-l${k + 1}`,
          title: LESSON_TITLES[(index + course.id) % LESSON_TITLES.length],
          time: `${minutes} min`,
          minutes,
          isCompleted,
          ...(isCompleted ? { completedAt: days[index] } : {}),
        };
      });
      lesson += size;
      const minutes = topics.reduce((sum, t) => sum + t.minutes, 0);
      content.push({
        id: `section${n}`,
        title: SECTION_TITLES[(n - 1) % SECTION_TITLES.length],
        status: `${topics.filter((t) => t.isCompleted).length}/${topics.length}`,
        time: `${minutes} min`,
        topics,
      });
    }
    const totalMinutes = content.flatMap((s) => s.topics).reduce((sum, t) => sum + t.minutes, 0);
    return {
      id: course.id,
      title: course.courseTitle,
      about: `${course.courseTitle}: learn the essentials step by step, with short lessons, exercises and a final project.`,
      instructor: course.user,
      instructorAvatar: course.tutorImg,
      instructorPosition: POSITIONS[course.tags],
      skillLevel: SKILL_LEVELS[course.id % SKILL_LEVELS.length],
      totalStudents: r.int(800, 40000),
      language: 'English',
      isCaptions: course.id % 4 !== 0,
      length: `${(totalMinutes / 60).toFixed(1)} total hours`,
      totalLectures: course.totalTasks,
      description: [
        `${course.desc} Each section ends with a short exercise so that you can check what you learned.`,
        `By the end of this course you will be able to apply ${course.courseTitle.toLowerCase()} in your own work, and you will have a finished project to show for it.`,
      ],
      content,
    };
  });
}

/** Recomputes a section's "done/total" text and a course's completed count after a lesson changes. */
export function syncSectionStatus(section: CourseSection): void {
  section.status = `${section.topics.filter((t) => t.isCompleted).length}/${section.topics.length}`;
}

/** Four webinars, counted from `today`: one past, three to come (the dashboard shows the next). */
export function buildWebinars(courses: Course[], today: Date = new Date(clockNow())): AcademyWebinar[] {
  const at = (days: number, hour: number) => {
    const d = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour),
    );
    return d.toISOString();
  };
  const plan: [number, number, number, string][] = [
    [-6, 15, 2, 'Designing for accessibility'],
    [3, 16, 8, 'Figma tips and tricks, live'],
    [10, 14, 13, 'How memory works when you learn'],
    [24, 17, 18, 'TypeScript questions and answers'],
  ];
  return plan.map(([days, hour, courseId, title], i) => {
    const course = courses.find((c) => c.id === courseId) ?? courses[0];
    return {
      id: i + 1,
      title,
      host: course.user,
      hostAvatar: course.tutorImg,
      startsAt: at(days, hour),
      minutes: 60,
      courseId: course.id,
    };
  });
}
