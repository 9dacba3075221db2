import { useMemo } from 'react';
import { canAccess, useAbility, useSession } from '@atrium/platform';
import { useAreaCatalog } from '../../federation/AreaStoreContext';
import { useAreaOutlines } from '../../federation/areaCatalog';
import { buildNavigation } from './buildNavigation';

export function useNavigation() {
  const catalog = useAreaCatalog();
  const states = useAreaOutlines(catalog);
  const ability = useAbility();
  const { userAbilityRules } = useSession();
  return useMemo(
    () => buildNavigation(catalog.registry, states, (t) => canAccess(t, ability)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [catalog, states, ability, userAbilityRules],
  );
}
