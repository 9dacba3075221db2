import { defineArea } from '@atrium/platform';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import ar from './i18n/ar.json';

/** The admin area: users, access control and the signed-in user's dashboard. */
export default defineArea({
  name: 'admin',
  release: __ATRIUM_RELEASE__,
  routes: [
    {
      path: '/apps/user/list',
      load: () => import(/* webpackChunkName: "user-list-page" */ './features/users/UserListPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'users.title' },
    },
    {
      path: '/apps/user/view/:id',
      load: () => import(/* webpackChunkName: "user-view-page" */ './features/users/UserViewPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'nav.view', navActiveLink: '/apps/user/list' },
    },
    {
      path: '/apps/user/dashboard',
      load: () => import(/* webpackChunkName: "user-dashboard-page" */ './features/dashboard/UserDashboardPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'dashboard.title' },
    },
    {
      path: '/access-control',
      load: () => import(/* webpackChunkName: "access-control-page" */ './features/access/AccessControlPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'access.title' },
    },
  ],
  navigation: [
    {
      section: 'appsPages',
      order: 60,
      title: 'nav.user',
      icon: 'user',
      children: [
        { title: 'nav.list', to: '/apps/user/list', action: 'read', subject: 'AclDemo' },
        { title: 'nav.dashboard', to: '/apps/user/dashboard', action: 'read', subject: 'AclDemo' },
      ],
    },
    { section: 'others', order: 10, title: 'nav.accessControl', icon: 'shield-lock', to: '/access-control', action: 'read', subject: 'AclDemo' },
  ],
  translations: { en, fr, ar },
});
