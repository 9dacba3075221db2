import type { ComponentType } from 'react';
import {
  IconAddressBook,
  IconBook,
  IconCalendar,
  IconChartBar,
  IconChartDonut,
  IconCheckbox,
  IconCircle,
  IconDots,
  IconFileInvoice,
  IconKey,
  IconChartPie2,
  IconSchool,
  IconLayoutDashboard,
  IconFileDollar,
  IconFiles,
  IconForms,
  IconLayoutGrid,
  IconLayoutNavbar,
  IconLock,
  IconMail,
  IconMessageCircle,
  IconPlugConnectedX,
  IconSettings,
  IconShieldLock,
  IconShoppingCart,
  IconSmartHome,
  IconTable,
  IconTruck,
  IconUser,
  IconUsers,
  IconCards,
  IconToggleLeft,
  IconBox,
  IconLifebuoy,
  IconIcons,
  IconLayout,
  IconListCheck,
  IconPuzzle,
  IconTypography,
  type IconProps,
} from '@tabler/icons-react';
import { isNavIconName, type NavIconName } from '@atrium/platform';

/** The drawing of every icon an area may name: typed by the contract's list, so neither can drift. */
const ICONS: Record<NavIconName, ComponentType<IconProps>> = {
  'address-book': IconAddressBook,
  book: IconBook,
  box: IconBox,
  calendar: IconCalendar,
  cards: IconCards,
  dots: IconDots,
  'file-invoice': IconFileInvoice,
  key: IconKey,
  'chart-pie-2': IconChartPie2,
  school: IconSchool,
  'layout-dashboard': IconLayoutDashboard,
  'chart-bar': IconChartBar,
  'chart-donut': IconChartDonut,
  checkbox: IconCheckbox,
  'file-dollar': IconFileDollar,
  files: IconFiles,
  forms: IconForms,
  'layout-grid': IconLayoutGrid,
  'layout-navbar': IconLayoutNavbar,
  lifebuoy: IconLifebuoy,
  icons: IconIcons,
  layout: IconLayout,
  'list-check': IconListCheck,
  puzzle: IconPuzzle,
  typography: IconTypography,
  lock: IconLock,
  mail: IconMail,
  'message-circle': IconMessageCircle,
  'plug-connected-x': IconPlugConnectedX,
  settings: IconSettings,
  'shield-lock': IconShieldLock,
  'shopping-cart': IconShoppingCart,
  'smart-home': IconSmartHome,
  table: IconTable,
  'toggle-left': IconToggleLeft,
  truck: IconTruck,
  user: IconUser,
  users: IconUsers,
};

/** Whether the shell draws this icon (the contract test checks every area's icons against it). */
export function hasNavIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

/** An icon by name; a name outside the list (an API's notification, a newer area) draws a circle. */
export function NavIcon({ name, size = 22 }: { name: NavIconName | (string & {}); size?: number }) {
  const Icon = isNavIconName(name) ? ICONS[name] : IconCircle;
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
