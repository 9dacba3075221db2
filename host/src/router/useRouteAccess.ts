import { useCallback } from 'react';
import { useAbility, useSession } from '@atrium/platform';
import { useAreaCatalog } from '../federation/AreaStoreContext';
import { useAreaOutlines } from '../federation/areaCatalog';
import { mayOpen } from './routeAccess';
import { HOST_PATH_PATTERNS } from './hostPaths';

/** `(url) => boolean`: is there such a screen, and may the signed-in user open it? Follows ability and area changes. */
export function useRouteAccess() {
  const catalog = useAreaCatalog();
  const states = useAreaOutlines(catalog);
  const ability = useAbility();
  const { userAbilityRules } = useSession();
  return useCallback(
    (url: string) => mayOpen(url, catalog.registry, states, ability, HOST_PATH_PATTERNS),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [catalog, states, ability, userAbilityRules],
  );
}
