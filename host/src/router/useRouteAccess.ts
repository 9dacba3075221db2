import { useCallback } from 'react';
import { useAbility, useSession } from '@atrium/platform';
import { useAreaStore } from '../federation/AreaStoreContext';
import { useAreaStates } from '../federation/areaStore';
import { mayOpen } from './routeAccess';
import { HOST_PATH_PATTERNS } from './hostPaths';

/** `(url) => boolean`: is there such a screen, and may the signed-in user open it? Follows ability and area changes. */
export function useRouteAccess() {
  const store = useAreaStore();
  const states = useAreaStates(store);
  const ability = useAbility();
  const { userAbilityRules } = useSession();
  return useCallback(
    (url: string) => mayOpen(url, store.registry, states, ability, HOST_PATH_PATTERNS),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, states, ability, userAbilityRules],
  );
}
