/**
 * The icons an area may name (menu items, shortcuts, search entries): Tabler icon names the shell's
 * icon map draws. The map is typed against this list, so an icon added here without a drawing, or
 * drawn without being listed, fails the type check of the host.
 */
export const NAV_ICON_NAMES = [
  'address-book',
  'book',
  'box',
  'calendar',
  'cards',
  'chart-bar',
  'chart-donut',
  'chart-pie-2',
  'checkbox',
  'dots',
  'file-dollar',
  'file-invoice',
  'files',
  'forms',
  'icons',
  'key',
  'layout',
  'layout-dashboard',
  'layout-grid',
  'layout-navbar',
  'lifebuoy',
  'list-check',
  'lock',
  'mail',
  'message-circle',
  'plug-connected-x',
  'puzzle',
  'school',
  'settings',
  'shield-lock',
  'shopping-cart',
  'smart-home',
  'table',
  'toggle-left',
  'truck',
  'typography',
  'user',
  'users',
] as const;

export type NavIconName = (typeof NAV_ICON_NAMES)[number];

export function isNavIconName(value: unknown): value is NavIconName {
  return NAV_ICON_NAMES.includes(value as NavIconName);
}
