import { defineArea } from '@atrium/platform';

const read = { action: 'read', subject: 'Course' } as const;
const loadDashboard = () =>
  import(/* webpackChunkName: "academy-dashboard-page" */ './features/dashboard/AcademyDashboardPage');

/** The academy area: dashboard, my courses and course details. Page code stays in lazy chunks. */
export default defineArea({
  name: 'academy',
  subjects: ['Course'],
  routes: [
    { path: '/apps/academy/dashboard', load: loadDashboard, meta: { ...read, title: 'dashboard.title' } },
    { path: '/dashboards/academy', load: loadDashboard, meta: { ...read, title: 'dashboard.title' } },
    {
      path: '/apps/academy/my-course',
      load: () => import(/* webpackChunkName: "academy-my-course-page" */ './features/courses/MyCoursePage'),
      meta: { ...read, title: 'myCourses.title' },
    },
    {
      path: '/apps/academy/course-details',
      load: () =>
        import(/* webpackChunkName: "academy-course-details-page" */ './features/courses/CourseDetailsPage'),
      meta: { ...read, title: 'details.title' },
    },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 50,
      title: 'nav.academy',
      icon: 'book',
      children: [
        { title: 'nav.dashboard', to: '/apps/academy/dashboard', ...read },
        { title: 'nav.myCourses', to: '/apps/academy/my-course', ...read },
        { title: 'nav.courseDetails', to: '/apps/academy/course-details', ...read },
      ],
    },
    {
      section: 'dashboards',
      order: 40,
      title: 'nav.academy',
      icon: 'book',
      to: '/dashboards/academy',
      ...read,
    },
  ],
  shortcuts: [{ title: 'nav.myCourses', icon: 'book', to: '/apps/academy/my-course', ...read }],
  searchEntries: [
    { group: 'apps', title: 'nav.myCourses', icon: 'book', to: '/apps/academy/my-course', ...read },
  ],
  // Each language in a chunk of its own, fetched when the page is shown in it.
  translations: {
    en: () => import(/* webpackChunkName: "i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "i18n-ar" */ './i18n/ar.json'),
  },
});
