import type { AbilityAction, AbilitySubject, NavIconName } from '@atrium/platform';
import type { AreaOutlines } from '../../federation/areaCatalog';
import type { Registry } from '../../federation/registry';

export interface ShortcutView {
  key: string;
  /** i18n namespace of the title: the area's name. */
  ns: string;
  title: string;
  icon: NavIconName;
  to: string;
}

type Can = (target: { action?: AbilityAction; subject?: AbilitySubject }) => boolean;

/** The shortcuts the loaded areas offer, in registry order, each only for those whose ability allows it. */
export function areaShortcuts(registry: Registry, states: AreaOutlines, can: Can): ShortcutView[] {
  return registry.remotes.flatMap((remote) => {
    const state = states.get(remote.name);
    if (state?.status !== 'ready') return [];
    return (state.area.shortcuts ?? [])
      .filter((shortcut) => can(shortcut))
      .map((shortcut) => ({
        key: `${remote.name}:${shortcut.to}`,
        ns: state.area.name,
        title: shortcut.title,
        icon: shortcut.icon,
        to: shortcut.to,
      }));
  });
}
