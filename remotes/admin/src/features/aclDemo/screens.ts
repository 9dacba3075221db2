/**
 * The screens of this area, by the subject whose read ability opens them, with the menu title (a key
 * of the area's strings). An area knows only its own routes: other areas' subjects are listed without
 * links.
 */
export const SCREENS_BY_SUBJECT: Readonly<Record<string, readonly { to: string; title: string }[]>> = {
  AclDemo: [
    { to: '/apps/user/dashboard', title: 'nav.dashboard' },
    { to: '/access-control', title: 'nav.accessControl' },
    { to: '/pages/user-profile/profile', title: 'nav.userProfile' },
    { to: '/pages/account-settings/account', title: 'nav.accountSettings' },
    { to: '/pages/pricing', title: 'nav.pricing' },
  ],
  User: [{ to: '/apps/user/list', title: 'nav.user' }],
  Role: [{ to: '/apps/roles', title: 'nav.roles' }],
  Permission: [{ to: '/apps/permissions', title: 'nav.permissions' }],
  Calendar: [{ to: '/apps/calendar', title: 'nav.calendar' }],
  Vehicle: [
    { to: '/apps/logistics/dashboard', title: 'nav.logisticsDashboard' },
    { to: '/apps/logistics/fleet', title: 'nav.fleet' },
  ],
  Analytics: [{ to: '/dashboards/analytics', title: 'nav.analytics' }],
  Crm: [{ to: '/dashboards/crm', title: 'nav.crm' }],
  Datatable: [
    { to: '/tables/simple-table', title: 'nav.simpleTable' },
    { to: '/tables/data-table', title: 'nav.dataTable' },
  ],
  Faq: [{ to: '/pages/faq', title: 'nav.faq' }],
};
