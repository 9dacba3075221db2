import { useSyncExternalStore } from 'react';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { addAreaTranslations, validateArea, type AreaDefinition } from '@atrium/platform';
import type { Registry, RemoteEntry } from './registry';
import { withTimeout } from './withTimeout';

/** Nothing waits on an area for longer than this. */
export const AREA_LOAD_TIMEOUT_MS = 8000;

export type AreaState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; area: AreaDefinition }
  | { status: 'error'; error: Error };

type Loader = (remote: RemoteEntry) => Promise<unknown>;

const defaultLoader: Loader = (remote) => loadRemote(`${remote.name}/area`);

/** Loads each area's contract once, remembers failures, and retries on demand. */
export function createAreaStore(registry: Registry, loader: Loader = defaultLoader) {
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
    const promise = withTimeout(loader(remote), AREA_LOAD_TIMEOUT_MS, `The ${name} area`)
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
    loadAll: () => Promise.all(registry.remotes.map((r) => load(r.name))),
    /** Forgets a failure and loads again, re-registering the remote so the runtime drops its cache. */
    retry(name: string): Promise<AreaState> {
      const remote = registry.remotes.find((r) => r.name === name);
      if (remote && loader === defaultLoader) {
        registerRemotes([{ name: remote.name, entry: remote.manifest }], { force: true });
      }
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

export function registerAll(registry: Registry) {
  registerRemotes(registry.remotes.map((r) => ({ name: r.name, entry: r.manifest })));
}

export function useAreaStates(store: AreaStore): Map<string, AreaState> {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
