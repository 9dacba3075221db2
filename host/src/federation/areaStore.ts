import { useSyncExternalStore } from 'react';
import { addAreaTranslations, validateArea, type AreaDefinition } from '@atrium/platform';
import type { Registry } from './registry';
import type { AreaLoader } from './remoteLoader';
import { withTimeout } from './withTimeout';

/** Nothing waits on an area for longer than this. */
export const AREA_LOAD_TIMEOUT_MS = 8000;

export type AreaState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; area: AreaDefinition }
  | { status: 'error'; error: Error };

/**
 * Loads each area's contract (its code: page loaders and translations) once, when one of its screens
 * is opened or its link hovered, remembers failures, and retries on demand. The menu does not wait for
 * it: it is drawn from the areas' metadata (areaCatalog.ts).
 */
export function createAreaStore(registry: Registry, loader: AreaLoader) {
  const states = new Map<string, AreaState>(registry.remotes.map((r) => [r.name, { status: 'idle' }]));
  const inflight = new Map<string, Promise<AreaState>>();
  const listeners = new Set<() => void>();
  let snapshot = new Map(states);

  const set = (name: string, state: AreaState) => {
    states.set(name, state);
    snapshot = new Map(states);
    listeners.forEach((l) => l());
  };

  function load(name: string): Promise<AreaState> {
    const remote = registry.remotes.find((r) => r.name === name);
    if (!remote) return Promise.resolve({ status: 'error', error: new Error(`Unknown area "${name}".`) });
    const current = states.get(name)!;
    if (current.status === 'ready' || current.status === 'error') return Promise.resolve(current);
    const running = inflight.get(name);
    if (running) return running;

    set(name, { status: 'loading' });
    const promise = withTimeout(loader.load(remote), AREA_LOAD_TIMEOUT_MS, `The ${name} area`)
      .then(async (module): Promise<AreaState> => {
        // The host provides the federation runtime to every remote: its own version is the one to meet.
        const { area, problems } = validateArea(name, module, {
          federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
        });
        for (const problem of problems) console.error(`[atrium] the ${name} area: ${problem}`);
        // The strings of the page's language: the area's menu entries are titled from the first render.
        await addAreaTranslations(area.name, area.translations);
        return { status: 'ready', area };
      })
      .catch((error: unknown): AreaState => {
        console.error(`[atrium] the ${name} area could not be loaded`, error);
        return { status: 'error', error: error instanceof Error ? error : new Error(String(error)) };
      })
      .then((state) => {
        inflight.delete(name);
        set(name, state);
        return state;
      });
    inflight.set(name, promise);
    return promise;
  }

  return {
    registry,
    get: (name: string): AreaState => snapshot.get(name) ?? { status: 'idle' },
    all: () => snapshot,
    load,
    /** Forgets a failure and loads again, the loader dropping what it cached of the remote. */
    retry(name: string): Promise<AreaState> {
      const remote = registry.remotes.find((r) => r.name === name);
      if (remote && states.get(name)?.status === 'error') loader.reset(remote);
      if (states.get(name)?.status === 'error') set(name, { status: 'idle' });
      return load(name);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

export type AreaStore = ReturnType<typeof createAreaStore>;

export function useAreaStates(store: AreaStore): Map<string, AreaState> {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
