import type { AnalyticsProject } from '@atrium/contracts';

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
    '/images/icons/project-icons/react-label.png',
  ],
  [
    'Figma Dashboards',
    'Figma Project',
    'Owen',
    25,
    '12:12',
    3,
    0,
    '/images/icons/project-icons/figma-label.png',
  ],
  [
    'Admin Template',
    'Vue.js Project',
    'Keith',
    62,
    '54:00',
    3,
    1,
    '/images/icons/project-icons/vue-label.png',
  ],
  [
    'Online Webinar',
    'HTML Project',
    'Merline',
    8,
    '04:21',
    3,
    0,
    '/images/icons/project-icons/html-label.png',
  ],
  [
    'Hoffman Website',
    'Sketch Project',
    'Harmonia',
    100,
    '29:34',
    2,
    0,
    '/images/icons/project-icons/sketch-label.png',
  ],
  [
    'Vue Admin Template',
    'Laravel Project',
    'Allyson',
    47,
    '71:18',
    3,
    3,
    '/images/icons/project-icons/laravel-label.png',
  ],
  [
    'Mobile App',
    'Flutter Project',
    'Georgie',
    33,
    '19:06',
    3,
    2,
    '/images/icons/project-icons/figma-label.png',
  ],
];

/** The 7 analytics projects (spec 002 §9). */
export function buildAnalyticsProjects(): AnalyticsProject[] {
  return PROJECTS.map(([name, project, leader, progress, hours, size, extraMembers, logo], i) => ({
    logo,
    name,
    project,
    leader,
    progress,
    hours,
    team: Array.from({ length: size }, (_, k) => `/images/avatars/${((i * 3 + k) % 15) + 1}.png`),
    extraMembers,
  }));
}
