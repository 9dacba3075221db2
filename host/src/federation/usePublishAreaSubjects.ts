import { useEffect } from 'react';
import { publishAreaSubjects } from '@atrium/platform';
import { useAreaOutlines, type AreaCatalog } from './areaCatalog';

/** Publishes the subjects of every area, in registry order, as their metadata arrives (see useAreaSubjects). */
export function usePublishAreaSubjects(catalog: AreaCatalog): void {
  const states = useAreaOutlines(catalog);
  useEffect(() => {
    publishAreaSubjects(
      catalog.registry.remotes.flatMap((remote) => {
        const state = states.get(remote.name);
        return state?.status === 'ready' ? [{ area: state.area.name, subjects: state.area.subjects }] : [];
      }),
    );
  }, [states, catalog]);
}
