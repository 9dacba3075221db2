import type { AnalyticsProject } from '@atrium/contracts';
import { FIRST_NAMES, LAST_NAMES, avatarUrl } from '@atrium/mocks/data/people';

// [name, project, leader, progress, hours, team size, extraMembers, logo]
const PROJECTS: [string, string, string, number, string, number, number, string][] = [
  [
    'Virtual Assistant',
    'React Project',
    'Eileen',
    78,
    '18:42',
    3,
    3,
    '/images/icons/project-icons/react-label.svg',
  ],
  [
    'Figma Dashboards',
    'Figma Project',
    'Owen',
    25,
    '12:12',
    3,
    0,
    '/images/icons/project-icons/figma-label.svg',
  ],
  [
    'Admin Template',
    'Vue.js Project',
    'Keith',
    62,
    '54:00',
    3,
    1,
    '/images/icons/project-icons/vue-label.svg',
  ],
  [
    'Online Webinar',
    'HTML Project',
    'Merline',
    8,
    '04:21',
    3,
    0,
    '/images/icons/project-icons/html-label.svg',
  ],
  [
    'Hoffman Website',
    'Sketch Project',
    'Harmonia',
    100,
    '29:34',
    2,
    0,
    '/images/icons/project-icons/sketch-label.svg',
  ],
  [
    'Vue Admin Template',
    'Laravel Project',
    'Allyson',
    47,
    '71:18',
    3,
    3,
    '/images/icons/project-icons/laravel-label.svg',
  ],
  [
    'Mobile App',
    'Flutter Project',
    'Georgie',
    33,
    '19:06',
    3,
    2,
    '/images/icons/project-icons/figma-label.svg',
  ],
];

/** A project's team member: the rows show faces only, but a face is still one person's. */
const memberName = (n: number) =>
  `${FIRST_NAMES[(n * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(n * 3) % LAST_NAMES.length]}`;

/** The 7 analytics projects. */
export function buildAnalyticsProjects(): AnalyticsProject[] {
  return PROJECTS.map(([name, project, leader, progress, hours, size, extraMembers, logo], i) => ({
    logo,
    name,
    project,
    leader,
    progress,
    hours,
    team: Array.from({ length: size }, (_, k) => avatarUrl(memberName(i * 3 + k))),
    extraMembers,
  }));
}
