import {
  NAV_SECTIONS,
  type AreaNavBadge,
  type AreaNavItem,
  type AreaNavLink,
  type NavSection,
  type AbilityAction,
  type AbilitySubject,
  type NavIconName,
} from '@atrium/platform';
import type { AreaOutlines } from '../../federation/areaCatalog';
import type { Registry } from '../../federation/registry';

export interface NavLinkView {
  key: string;
  /** i18n namespace of the title: the area's name. */
  ns: string;
  title: string;
  to: string;
}

export interface NavItemView {
  key: string;
  ns: string;
  title: string;
  icon: NavIconName;
  to?: string;
  children?: NavLinkView[];
  /** A live count beside the entry (its title and label are in `ns`). */
  badge?: AreaNavBadge;
  /** The area could not be loaded: the entry leads to its "unavailable" screen. */
  unavailable?: boolean;
  loading?: boolean;
}

export interface NavSectionView {
  section: NavSection;
  items: NavItemView[];
}

type Can = (target: { action?: AbilityAction; subject?: AbilitySubject }) => boolean;

/**
 * The menu, composed from every area's contributions: grouped into the fixed sections, each item shown
 * only when the ability allows it, empty groups and sections hidden, areas that failed shown unavailable.
 */
export function buildNavigation(registry: Registry, states: AreaOutlines, can: Can): NavSectionView[] {
  const bySection = new Map<NavSection, (NavItemView & { order: number })[]>();
  const push = (section: NavSection, item: NavItemView & { order: number }) => {
    bySection.set(section, [...(bySection.get(section) ?? []), item]);
  };

  for (const remote of registry.remotes) {
    const state = states.get(remote.name);
    if (state?.status === 'error') {
      push('appsPages', {
        key: `${remote.name}:unavailable`,
        ns: 'shell',
        title: `areas.${remote.name}`,
        icon: 'plug-connected-x',
        to: remote.routes[0],
        unavailable: true,
        order: 1000,
      });
      continue;
    }
    if (state?.status !== 'ready') continue;
    const { area } = state;
    area.navigation.forEach((item: AreaNavItem, index) => {
      let children: NavLinkView[] | undefined;
      if (item.children) {
        if ((item.action || item.subject) && !can(item)) return;
        children = item.children
          .filter((child: AreaNavLink) => can(child))
          .map((child) => ({
            key: `${area.name}:${child.to}`,
            ns: area.name,
            title: child.title,
            to: child.to,
          }));
        if (!children.length) return;
      } else if (!can(item)) {
        return;
      }
      push(item.section, {
        key: `${area.name}:${index}`,
        ns: area.name,
        title: item.title,
        icon: item.icon,
        to: item.to,
        children,
        ...(item.badge ? { badge: item.badge } : {}),
        order: item.order,
      });
    });
  }

  return NAV_SECTIONS.map((section) => ({
    section,
    items: (bySection.get(section) ?? [])
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...item }) => item),
  })).filter((s) => s.items.length > 0);
}
