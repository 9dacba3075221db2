import { defineArea, lazyPrefetch } from '@atrium/platform';
import { ADMIN_SUBJECTS } from './subjects';
import {
  SHOWCASE_SECTION_NAMES,
  SHOWCASE_SECTIONS,
  type ShowcaseSection,
} from './features/showcase/showcaseSlugs';

/** A page that only sends the visitor on to `to`, in its own tiny chunk. */
const redirectPage = (to: string) =>
  import(/* webpackChunkName: "redirect-page" */ './shared/RedirectPage').then(({ redirectPageTo }) =>
    redirectPageTo(to),
  );

/** The host's front pages (public documents): menu title key under nav, and path. */
const FRONT_PAGES = [
  ['frontLanding', '/front-pages/landing-page'],
  ['frontPricing', '/front-pages/pricing'],
  ['frontPayment', '/front-pages/payment'],
  ['frontCheckout', '/front-pages/checkout'],
  ['frontHelpCenter', '/front-pages/help-center'],
] as const;

// The AclDemo pages share one chunk with their strings; each loader shows its page once they are in.
const aclDemoPages = () => import(/* webpackChunkName: "acl-demo-pages" */ './features/aclDemo/pages');
const aclDemo = { action: 'read', subject: 'AclDemo' } as const;

// The wizard pages share one chunk with their strings (they all use the one wizard form).
const wizardPages = () => import(/* webpackChunkName: "wizard-pages" */ './features/wizards/pages');
const wizardRoute = (path: string, title: string, load: keyof Awaited<ReturnType<typeof wizardPages>>) => ({
  path,
  load: () => wizardPages().then((m) => m[load]()),
  meta: { ...aclDemo, title },
});

// The showcase's pages share one small chunk that knows every demo and loads the one a page shows.
const showcasePages = () => import('./features/showcase/showcasePages');
const showcasePath = (section: ShowcaseSection, slug: string) => `${SHOWCASE_SECTIONS[section].path}/${slug}`;
/** The menu's links to a showcase section's pages (all of them by default), titled as the pages are. */
const showcaseLinks = (
  section: ShowcaseSection,
  slugs: readonly string[] = SHOWCASE_SECTIONS[section].slugs,
) => slugs.map((slug) => ({ title: `showcase.titles.${slug}`, to: showcasePath(section, slug), ...aclDemo }));
const showcaseLink = (section: ShowcaseSection, slug: string) => showcaseLinks(section, [slug])[0];

/**
 * The admin area: users, roles and permissions, logistics, dashboards (user, analytics, CRM, logistics),
 * user profile, account settings, FAQ, pricing, calendar, tables, access control and the UI showcase.
 */
export default defineArea({
  name: 'admin',
  subjects: [...ADMIN_SUBJECTS],
  routes: [
    {
      path: '/apps/user/list',
      load: () => import(/* webpackChunkName: "user-list-page" */ './features/users/UserListPage'),
      prefetch: lazyPrefetch(() =>
        import(/* webpackChunkName: "prefetch" */ './features/users/api/prefetchUserList').then(
          (m) => m.prefetchUserList,
        ),
      ),
      meta: { action: 'read', subject: 'User', title: 'users.title' },
    },
    {
      path: '/apps/user/view/:id',
      load: () => import(/* webpackChunkName: "user-view-page" */ './features/users/UserViewPage'),
      meta: { action: 'read', subject: 'User', title: 'nav.view', navActiveLink: '/apps/user/list' },
    },
    {
      path: '/apps/user/dashboard',
      load: () =>
        import(/* webpackChunkName: "user-dashboard-page" */ './features/dashboard/UserDashboardPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'dashboard.title' },
    },
    {
      path: '/access-control',
      load: () => import(/* webpackChunkName: "access-control-page" */ './features/access/AccessControlPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'access.title' },
    },
    {
      path: '/apps/roles',
      load: () => import(/* webpackChunkName: "roles-page" */ './features/roles/RolesPage'),
      meta: { action: 'read', subject: 'Role', title: 'roles.title' },
    },
    {
      path: '/apps/permissions',
      load: () => import(/* webpackChunkName: "permissions-page" */ './features/permissions/PermissionsPage'),
      meta: { action: 'read', subject: 'Permission', title: 'permissions.title' },
    },
    {
      path: '/apps/audit',
      load: () => import(/* webpackChunkName: "audit-log-page" */ './features/audit/AuditLogPage'),
      meta: { action: 'read', subject: 'AuditLog', title: 'audit.title' },
    },
    {
      path: '/apps/platform',
      load: () =>
        import(/* webpackChunkName: "platform-console-page" */ './features/platform/PlatformConsolePage'),
      meta: { action: 'read', subject: 'Platform', title: 'platform.title' },
    },
    // The AclDemo pages: what the signed-in user's own rules let them reach, and the end of a flow.
    {
      path: '/apps/sections/section1',
      load: () => aclDemoPages().then((m) => m.loadSection1()),
      meta: { ...aclDemo, title: 'nav.sectionAccess' },
    },
    {
      path: '/apps/sections/section2',
      load: () => aclDemoPages().then((m) => m.loadSection2()),
      meta: { ...aclDemo, title: 'nav.sectionScreens' },
    },
    {
      path: '/apps/sections/section3',
      load: () => aclDemoPages().then((m) => m.loadSection3()),
      meta: { ...aclDemo, title: 'nav.sectionTry' },
    },
    {
      path: '/success',
      load: () => aclDemoPages().then((m) => m.loadSuccess()),
      meta: { ...aclDemo, title: 'nav.success' },
    },
    // Wizard examples and the form wizards.
    wizardRoute('/wizard-examples/checkout', 'nav.wizardCheckout', 'loadCheckoutWizard'),
    wizardRoute('/wizard-examples/create-deal', 'nav.wizardCreateDeal', 'loadDealWizard'),
    wizardRoute('/wizard-examples/property-listing', 'nav.wizardPropertyListing', 'loadPropertyWizard'),
    wizardRoute('/forms/form-wizard-icons', 'nav.formWizardIcons', 'loadFormWizardIcons'),
    wizardRoute('/forms/form-wizard-numbered', 'nav.formWizardNumbered', 'loadFormWizardNumbered'),
    // Pages. The bare profile and account paths open their first tab.
    {
      path: '/pages/user-profile',
      load: () => redirectPage('/pages/user-profile/profile'),
      meta: { action: 'read', subject: 'AclDemo', title: 'profile.title' },
    },
    {
      path: '/pages/account-settings',
      load: () => redirectPage('/pages/account-settings/account'),
      meta: { action: 'read', subject: 'AclDemo', title: 'account.title' },
    },
    {
      path: '/pages/user-profile/:tab',
      load: () => import(/* webpackChunkName: "user-profile-page" */ './features/profile/UserProfilePage'),
      meta: {
        action: 'read',
        subject: 'AclDemo',
        title: 'profile.title',
        navActiveLink: '/pages/user-profile/profile',
      },
    },
    {
      path: '/pages/account-settings/:tab',
      load: () =>
        import(/* webpackChunkName: "account-settings-page" */ './features/account/AccountSettingsPage'),
      meta: {
        action: 'read',
        subject: 'AclDemo',
        title: 'account.title',
        navActiveLink: '/pages/account-settings/account',
      },
    },
    {
      path: '/pages/faq',
      load: () => import(/* webpackChunkName: "faq-page" */ './features/faq/FaqPage'),
      meta: { action: 'read', subject: 'Faq', title: 'faq.title' },
    },
    {
      path: '/pages/pricing',
      load: () => import(/* webpackChunkName: "pricing-page" */ './features/pricing/PricingPage'),
      meta: { action: 'read', subject: 'AclDemo', title: 'pricing.title' },
    },
    // UI showcase: the design system's components, form controls, cards, charts, extensions and pages.
    ...SHOWCASE_SECTION_NAMES.flatMap((section) =>
      SHOWCASE_SECTIONS[section].slugs.map((slug) => ({
        path: showcasePath(section, slug),
        load: () => showcasePages().then((m) => m.loadShowcasePage(section, slug)),
        meta: { ...aclDemo, title: `showcase.titles.${slug}` },
      })),
    ),
    // Calendar.
    {
      path: '/apps/calendar',
      load: () => import(/* webpackChunkName: "calendar-page" */ './features/calendar/CalendarPage'),
      meta: { action: 'read', subject: 'Calendar', title: 'calendar.title' },
    },
    // Logistics.
    {
      path: '/apps/logistics/fleet',
      load: () => import(/* webpackChunkName: "logistics-fleet-page" */ './features/logistics/FleetPage'),
      meta: { action: 'read', subject: 'Vehicle', title: 'logistics.fleetTitle', fixedHeight: true },
    },
    {
      path: '/apps/logistics/dashboard',
      load: () =>
        import(
          /* webpackChunkName: "logistics-dashboard-page" */ './features/logistics/LogisticsDashboardPage'
        ),
      prefetch: lazyPrefetch(() =>
        import(/* webpackChunkName: "prefetch" */ './features/logistics/api/prefetchLogisticsDashboard').then(
          (m) => m.prefetchLogisticsDashboard,
        ),
      ),
      meta: { action: 'read', subject: 'Vehicle', title: 'logistics.dashboardTitle' },
    },
    {
      path: '/dashboards/logistics',
      load: () =>
        import(
          /* webpackChunkName: "logistics-dashboard-page" */ './features/logistics/LogisticsDashboardPage'
        ),
      prefetch: lazyPrefetch(() =>
        import(/* webpackChunkName: "prefetch" */ './features/logistics/api/prefetchLogisticsDashboard').then(
          (m) => m.prefetchLogisticsDashboard,
        ),
      ),
      meta: { action: 'read', subject: 'Vehicle', title: 'logistics.dashboardTitle' },
    },
    // Dashboards.
    {
      path: '/dashboards/analytics',
      load: () =>
        import(
          /* webpackChunkName: "analytics-dashboard-page" */ './features/analytics/AnalyticsDashboardPage'
        ),
      prefetch: lazyPrefetch(() =>
        import(/* webpackChunkName: "prefetch" */ './features/analytics/api/prefetchAnalyticsDashboard').then(
          (m) => m.prefetchAnalyticsDashboard,
        ),
      ),
      meta: { action: 'read', subject: 'Analytics', title: 'analytics.title' },
    },
    {
      path: '/dashboards/crm',
      load: () => import(/* webpackChunkName: "crm-dashboard-page" */ './features/crm/CrmDashboardPage'),
      prefetch: lazyPrefetch(() =>
        import(/* webpackChunkName: "prefetch" */ './features/crm/api/prefetchCrmDashboard').then(
          (m) => m.prefetchCrmDashboard,
        ),
      ),
      meta: { action: 'read', subject: 'Crm', title: 'crm.title' },
    },
    // Tables.
    {
      path: '/tables/data-table',
      load: () => import(/* webpackChunkName: "data-table-page" */ './features/tables/DataTablePage'),
      meta: { action: 'read', subject: 'Datatable', title: 'tables.dataTitle' },
    },
    {
      path: '/tables/simple-table',
      load: () => import(/* webpackChunkName: "simple-table-page" */ './features/tables/SimpleTablePage'),
      meta: { action: 'read', subject: 'Datatable', title: 'tables.simpleTitle' },
    },
  ],
  navigation: [
    // The UI showcase, as the design system documents itself.
    { section: 'uiElements', order: 10, icon: 'typography', ...showcaseLink('pages', 'typography') },
    { section: 'uiElements', order: 20, icon: 'icons', ...showcaseLink('pages', 'icons') },
    { section: 'uiElements', order: 30, title: 'nav.cards', icon: 'cards', children: showcaseLinks('cards') },
    {
      section: 'uiElements',
      order: 40,
      title: 'nav.components',
      icon: 'toggle-left',
      children: showcaseLinks('components'),
    },
    {
      section: 'uiElements',
      order: 50,
      title: 'nav.extensions',
      icon: 'puzzle',
      children: showcaseLinks('extensions'),
    },
    {
      section: 'formsTables',
      order: 10,
      title: 'nav.formElements',
      icon: 'checkbox',
      children: showcaseLinks(
        'forms',
        SHOWCASE_SECTIONS.forms.slugs.filter((slug) => !slug.startsWith('form-')),
      ),
    },
    { section: 'formsTables', order: 20, icon: 'layout', ...showcaseLink('forms', 'form-layouts') },
    { section: 'formsTables', order: 30, icon: 'list-check', ...showcaseLink('forms', 'form-validation') },
    {
      section: 'charts',
      order: 10,
      title: 'nav.charts',
      icon: 'chart-bar',
      children: showcaseLinks('charts'),
    },
    {
      section: 'dashboards',
      order: 10,
      title: 'nav.dashboards',
      icon: 'smart-home',
      children: [
        { title: 'nav.analytics', to: '/dashboards/analytics', action: 'read', subject: 'Analytics' },
        { title: 'nav.crm', to: '/dashboards/crm', action: 'read', subject: 'Crm' },
        { title: 'nav.logistics', to: '/dashboards/logistics', action: 'read', subject: 'Vehicle' },
      ],
    },
    {
      section: 'appsPages',
      order: 45,
      title: 'nav.calendar',
      icon: 'calendar',
      to: '/apps/calendar',
      action: 'read',
      subject: 'Calendar',
    },
    {
      section: 'appsPages',
      order: 60,
      title: 'nav.user',
      icon: 'user',
      children: [
        { title: 'nav.list', to: '/apps/user/list', action: 'read', subject: 'User' },
        { title: 'nav.dashboard', to: '/apps/user/dashboard', action: 'read', subject: 'AclDemo' },
      ],
    },
    {
      section: 'appsPages',
      order: 65,
      title: 'nav.logistics',
      icon: 'truck',
      children: [
        {
          title: 'nav.logisticsDashboard',
          to: '/apps/logistics/dashboard',
          action: 'read',
          subject: 'Vehicle',
        },
        { title: 'nav.fleet', to: '/apps/logistics/fleet', action: 'read', subject: 'Vehicle' },
      ],
    },
    {
      section: 'appsPages',
      order: 70,
      title: 'nav.rolesPermissions',
      icon: 'lock',
      children: [
        { title: 'nav.roles', to: '/apps/roles', action: 'read', subject: 'Role' },
        { title: 'nav.permissions', to: '/apps/permissions', action: 'read', subject: 'Permission' },
        { title: 'nav.auditLog', to: '/apps/audit', action: 'read', subject: 'AuditLog' },
        { title: 'nav.platform', to: '/apps/platform', action: 'read', subject: 'Platform' },
      ],
    },
    {
      section: 'appsPages',
      order: 80,
      title: 'nav.pages',
      icon: 'files',
      children: [
        { title: 'nav.userProfile', to: '/pages/user-profile/profile', action: 'read', subject: 'AclDemo' },
        {
          title: 'nav.accountSettings',
          to: '/pages/account-settings/account',
          action: 'read',
          subject: 'AclDemo',
        },
        { title: 'nav.faq', to: '/pages/faq', action: 'read', subject: 'Faq' },
        { title: 'nav.pricing', to: '/pages/pricing', action: 'read', subject: 'AclDemo' },
        showcaseLink('pages', 'dialog-examples'),
      ],
    },
    {
      section: 'appsPages',
      order: 85,
      title: 'nav.wizardExamples',
      icon: 'dots',
      children: [
        { title: 'nav.wizardCheckout', to: '/wizard-examples/checkout', ...aclDemo },
        { title: 'nav.wizardPropertyListing', to: '/wizard-examples/property-listing', ...aclDemo },
        { title: 'nav.wizardCreateDeal', to: '/wizard-examples/create-deal', ...aclDemo },
      ],
    },
    {
      section: 'formsTables',
      order: 40,
      title: 'nav.formWizard',
      icon: 'forms',
      children: [
        { title: 'nav.formWizardNumbered', to: '/forms/form-wizard-numbered', ...aclDemo },
        { title: 'nav.formWizardIcons', to: '/forms/form-wizard-icons', ...aclDemo },
      ],
    },
    {
      section: 'formsTables',
      order: 50,
      title: 'nav.tables',
      icon: 'table',
      children: [
        { title: 'nav.simpleTable', to: '/tables/simple-table', action: 'read', subject: 'Datatable' },
        { title: 'nav.dataTable', to: '/tables/data-table', action: 'read', subject: 'Datatable' },
      ],
    },
    {
      section: 'others',
      order: 10,
      title: 'nav.accessControl',
      icon: 'shield-lock',
      to: '/access-control',
      action: 'read',
      subject: 'AclDemo',
    },
    {
      section: 'others',
      order: 15,
      title: 'nav.sections',
      icon: 'key',
      children: [
        { title: 'nav.sectionAccess', to: '/apps/sections/section1', ...aclDemo },
        { title: 'nav.sectionScreens', to: '/apps/sections/section2', ...aclDemo },
        { title: 'nav.sectionTry', to: '/apps/sections/section3', ...aclDemo },
      ],
    },
    {
      // The host's public front pages (documents of their own), for anyone.
      section: 'others',
      order: 20,
      title: 'nav.frontPages',
      icon: 'layout-navbar',
      children: FRONT_PAGES.map(([key, to]) => ({ title: `nav.${key}`, to })),
    },
  ],
  shortcuts: [
    { title: 'nav.user', icon: 'users', to: '/apps/user/list', action: 'read', subject: 'User' },
    {
      title: 'nav.accessControl',
      icon: 'shield-lock',
      to: '/access-control',
      action: 'read',
      subject: 'AclDemo',
    },
    {
      title: 'nav.dashboard',
      icon: 'smart-home',
      to: '/apps/user/dashboard',
      action: 'read',
      subject: 'AclDemo',
    },
  ],
  // What the search suggests before anything is typed (the first few of each group show); every menu
  // entry is found by typing its title.
  searchEntries: [
    {
      group: 'popular',
      title: 'users.title',
      icon: 'users',
      to: '/apps/user/list',
      action: 'read',
      subject: 'User',
    },
    {
      group: 'apps',
      title: 'nav.accessControl',
      icon: 'shield-lock',
      to: '/access-control',
      action: 'read',
      subject: 'AclDemo',
    },
    {
      group: 'apps',
      title: 'nav.dashboard',
      icon: 'smart-home',
      to: '/apps/user/dashboard',
      action: 'read',
      subject: 'AclDemo',
    },
    { group: 'apps', title: 'nav.sectionAccess', icon: 'key', to: '/apps/sections/section1', ...aclDemo },
    { group: 'apps', title: 'nav.sectionScreens', icon: 'key', to: '/apps/sections/section2', ...aclDemo },
    { group: 'apps', title: 'nav.sectionTry', icon: 'key', to: '/apps/sections/section3', ...aclDemo },
  ],
  // The admin area owns the users' screens, where each role starts.
  landing: { admin: '/apps/user/list', client: '/apps/user/dashboard' },
  // Each language in a chunk of its own, fetched when the page is shown in it.
  translations: {
    en: () => import(/* webpackChunkName: "i18n-en" */ './i18n/en.json'),
    fr: () => import(/* webpackChunkName: "i18n-fr" */ './i18n/fr.json'),
    ar: () => import(/* webpackChunkName: "i18n-ar" */ './i18n/ar.json'),
  },
});
