import type { Course, CourseDetails, CourseTag } from '@atrium/contracts';
import { createRandom } from '../lib/random';
import { avatarUrl } from './people';

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

const topics = (items: [string, string, boolean][]) =>
  items.map(([title, time, isCompleted]) => ({ title, time, isCompleted }));

/** The one course shown on the course-details screen. */
export function buildCourseDetails(): CourseDetails {
  const sections: { id: string; title: string; topics: [string, string, boolean][] }[] = [
    {
      id: 'section1',
      title: 'Course Content',
      topics: [
        ['Welcome to this course', '2.4 min', true],
        ['Watch before you start', '4.8 min', true],
        ['Basic design theory', '5.9 min', false],
        ['Basic fundamentals', '3.6 min', false],
        ['What is ux', '10.6 min', false],
      ],
    },
    {
      id: 'section2',
      title: 'Web design for Developers',
      topics: [
        ['How to use Pages in Figma', '8:31 min', false],
        ['What is Lo Fi Wireframe', '2 min', false],
        ['How to use color in Figma', '5.9 min', false],
        ['Frames vs Groups in Figma', '3.6 min', false],
      ],
    },
    {
      id: 'section3',
      title: 'Build Beautiful Websites!',
      topics: [
        ['Section & Div Block', '3:53 min', false],
        ['Read-Only Version of Chat App', '2:03 min', false],
        ['Webflow Autosave', '8 min', false],
        ['Canvas Settings', '3 min', false],
        ['HTML Tags', '10 min', false],
        ['Footer (Chat App)', '9:10 min', false],
      ],
    },
  ];
  const content = sections.map((s) => {
    const list = topics(s.topics);
    const minutes = s.topics.reduce(
      (sum, [, time]) => sum + (Number.parseFloat(time.replace(':', '.')) || 0),
      0,
    );
    return {
      id: s.id,
      title: s.title,
      status: `${list.filter((t) => t.isCompleted).length}/${list.length}`,
      time: `${minutes.toFixed(1)} min`,
      topics: list,
    };
  });
  return {
    title: 'UI/UX Basic Fundamentals',
    about:
      'Learn web design in 1 hour with 25+ simple-to-use rules and guidelines — tons of amazing web design resources included!',
    instructor: 'Devonne Wallbridge',
    instructorAvatar: avatarUrl('Devonne Wallbridge'),
    instructorPosition: 'Web Developer, Designer, and Teacher',
    skillLevel: 'All Level',
    totalStudents: 38815,
    language: 'English',
    isCaptions: true,
    length: '1.5 total hours',
    totalLectures: content.reduce((n, s) => n + s.topics.length, 0),
    description: [
      'The material of this course is also covered in my other course about web design and development with HTML5 & CSS3. Scroll to the bottom of this page to check out that course, too!',
      'In this course you will learn how to design beautiful websites, build a layout from scratch and apply the rules of typography, colour and whitespace.',
    ],
    content,
  };
}
