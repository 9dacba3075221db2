import type { AreaNavLink, NavIconName, NavSection } from '@atrium/platform';
import type { SearchCategory, SearchGroup } from '@atrium/contracts';
import { foldText } from '@atrium/ui/core';
import type { AreaOutlines } from '../../../federation/areaCatalog';
import type { Registry } from '../../../federation/registry';

type Can = (target: Pick<AreaNavLink, 'action' | 'subject'>) => boolean;

/** The search group a menu section's screens are listed under. */
const CATEGORY_OF: Record<NavSection, SearchCategory> = {
  dashboards: 'dashboards',
  appsPages: 'appsPages',
  uiElements: 'userInterface',
  formsTables: 'formsTables',
  charts: 'chartsMisc',
  others: 'appsPages',
};

/**
 * The menu's screens whose title, in the page's language, contains `query`: the search API knows
 * every screen's English title; this finds them in French and Arabic too, from the menu the user sees
 * (what their ability lets them open), without asking anyone.
 */
export function menuMatches(
  registry: Registry,
  states: AreaOutlines,
  can: Can,
  translate: (ns: string, key: string) => string,
  query: string,
): SearchGroup[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  const groups = new Map<SearchCategory, SearchGroup>();
  const add = (section: NavSection, title: string, icon: NavIconName, url: string) => {
    if (!foldText(title).includes(needle)) return;
    const category = CATEGORY_OF[section];
    const group = groups.get(category) ?? { title: category, category, children: [] };
    if (!group.children.some((child) => child.url === url)) group.children.push({ title, icon, url });
    groups.set(category, group);
  };
  for (const remote of registry.remotes) {
    const state = states.get(remote.name);
    if (state?.status !== 'ready') continue;
    const { area } = state;
    for (const item of area.navigation) {
      if (!can(item)) continue;
      if (item.to) add(item.section, translate(area.name, item.title), item.icon, item.to);
      for (const child of item.children ?? [])
        if (can(child)) add(item.section, translate(area.name, child.title), item.icon, child.to);
    }
  }
  return [...groups.values()];
}

/** The API's groups with the menu's matches added to the group of the same kind, each screen once. */
export function mergeSearchGroups(fromApi: SearchGroup[], fromMenu: SearchGroup[]): SearchGroup[] {
  const merged = fromApi.map((group) => ({ ...group, children: [...group.children] }));
  for (const group of fromMenu) {
    const same = merged.find((g) => g.category === group.category);
    if (!same) {
      merged.push(group);
      continue;
    }
    for (const child of group.children)
      if (!same.children.some((c) => c.url === child.url)) same.children.push(child);
  }
  return merged;
}
