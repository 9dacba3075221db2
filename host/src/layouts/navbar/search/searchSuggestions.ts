import { SEARCH_ENTRY_GROUPS, type AbilityAction, type AbilitySubject } from '@atrium/platform';
import type { SearchGroup } from '@atrium/contracts';
import type { AreaOutlines } from '../../../federation/areaCatalog';
import type { Registry } from '../../../federation/registry';

type Can = (target: { action?: AbilityAction; subject?: AbilitySubject }) => boolean;

/**
 * What the search offers before anything is typed: the screens the loaded areas suggest, in their
 * groups (a group's title is its key: `popular`, `apps`), each entry titled in its area's namespace and
 * only for those whose ability allows it.
 */
export function searchSuggestions(
  registry: Registry,
  states: AreaOutlines,
  can: Can,
  translate: (ns: string, key: string) => string,
): SearchGroup[] {
  const groups = SEARCH_ENTRY_GROUPS.map((group): SearchGroup => ({
    title: group,
    category: 'appsPages',
    children: [],
  }));
  for (const remote of registry.remotes) {
    const state = states.get(remote.name);
    if (state?.status !== 'ready') continue;
    for (const entry of state.area.searchEntries ?? []) {
      if (!can(entry)) continue;
      groups[SEARCH_ENTRY_GROUPS.indexOf(entry.group)].children.push({
        title: translate(state.area.name, entry.title),
        icon: entry.icon,
        url: entry.to,
      });
    }
  }
  return groups.filter((group) => group.children.length > 0);
}

/**
 * Keeps only the results the user may open (`allowed(url)`), drops groups left empty, and caps each
 * group (the API caps at 5 already; this also holds for suggestions).
 */
export function visibleGroups(
  groups: SearchGroup[],
  allowed: (url: string) => boolean,
  cap = 5,
): SearchGroup[] {
  return groups
    .map((g) => ({ ...g, children: g.children.filter((c) => allowed(c.url)).slice(0, cap) }))
    .filter((g) => g.children.length > 0);
}
