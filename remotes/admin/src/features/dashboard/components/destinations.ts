import type { ComponentType } from 'react';
import {
  IconCalendar,
  IconChartPie,
  IconCurrencyDollar,
  IconHelp,
  IconLock,
  IconShield,
  IconShieldLock,
  IconTruck,
  IconUser,
  IconUsers,
  type IconProps,
} from '@tabler/icons-react';
import type { AbilityAction } from '@atrium/platform';

/** A page of this area the dashboard offers, and what the user must be allowed to open it. */
export interface Destination {
  to: string;
  /** Title and one-line description keys (admin namespace). */
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
  action: AbilityAction;
  subject: string;
}

const read = (subject: string) => ({ action: 'read' as const, subject });

/**
 * The area's pages worth starting from, each behind the ability its route needs (as in the area's
 * contract): a user is offered only the pages they may open.
 */
export const DESTINATIONS: readonly Destination[] = [
  { to: '/apps/user/list', title: 'nav.user', text: 'dashboard.go.users', icon: IconUsers, ...read('User') },
  { to: '/apps/roles', title: 'nav.roles', text: 'dashboard.go.roles', icon: IconShield, ...read('Role') },
  {
    to: '/apps/permissions',
    title: 'nav.permissions',
    text: 'dashboard.go.permissions',
    icon: IconLock,
    ...read('Permission'),
  },
  {
    to: '/apps/calendar',
    title: 'nav.calendar',
    text: 'dashboard.go.calendar',
    icon: IconCalendar,
    ...read('Calendar'),
  },
  {
    to: '/apps/logistics/fleet',
    title: 'nav.fleet',
    text: 'dashboard.go.fleet',
    icon: IconTruck,
    ...read('Vehicle'),
  },
  {
    to: '/dashboards/analytics',
    title: 'nav.analytics',
    text: 'dashboard.go.analytics',
    icon: IconChartPie,
    ...read('Analytics'),
  },
  { to: '/pages/faq', title: 'nav.faq', text: 'dashboard.go.faq', icon: IconHelp, ...read('Faq') },
  {
    to: '/pages/user-profile/profile',
    title: 'nav.userProfile',
    text: 'dashboard.go.profile',
    icon: IconUser,
    ...read('AclDemo'),
  },
  {
    to: '/pages/pricing',
    title: 'nav.pricing',
    text: 'dashboard.go.pricing',
    icon: IconCurrencyDollar,
    ...read('AclDemo'),
  },
  {
    to: '/access-control',
    title: 'nav.accessControl',
    text: 'dashboard.go.access',
    icon: IconShieldLock,
    ...read('AclDemo'),
  },
];
