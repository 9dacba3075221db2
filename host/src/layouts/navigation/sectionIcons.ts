import type { NavIconName, NavSection } from '@atrium/platform';

/** The icon of each navigation section in the horizontal menu. */
export const NAV_SECTION_ICONS: Record<NavSection, NavIconName> = {
  dashboards: 'smart-home',
  appsPages: 'layout-grid',
  uiElements: 'toggle-left',
  formsTables: 'forms',
  charts: 'chart-donut',
  others: 'dots',
};
