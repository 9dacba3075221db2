import { useEffect } from 'react';
import { publishAreaSubjects } from '@atrium/platform';
import { useAreaStates, type AreaStore } from './areaStore';

/** Publishes the subjects of every loaded area, in registry order, as areas load (see useAreaSubjects). */
export function usePublishAreaSubjects(store: AreaStore): void {
  const states = useAreaStates(store);
  useEffect(() => {
    publishAreaSubjects(
      store.registry.remotes.flatMap((remote) => {
        const state = states.get(remote.name);
        return state?.status === 'ready' ? [{ area: state.area.name, subjects: state.area.subjects }] : [];
      }),
    );
  }, [states, store]);
}
