import { useMemo } from 'react';
import { canAccess, useAbility, useSession } from '@atrium/platform';
import { useAreaStore } from '../../federation/AreaStoreContext';
import { useAreaStates } from '../../federation/areaStore';
import { buildNavigation } from './buildNavigation';

export function useNavigation() {
  const store = useAreaStore();
  const states = useAreaStates(store);
  const ability = useAbility();
  const { userAbilityRules } = useSession();
  return useMemo(
    () => buildNavigation(store.registry, states, (t) => canAccess(t, ability)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, states, ability, userAbilityRules],
  );
}
