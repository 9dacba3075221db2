import { addAreaTranslations, validateArea, type AreaDefinition } from '@atrium/platform';
import type { Registry } from './registry';
import type { AreaLoader } from './remoteLoader';
import { withTimeout } from './withTimeout';
import { createAreaStates, useAreaStatesOf } from './areaStates';
import { checkSharedPackages } from './sharedCompatibility';

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
export function createAreaStore(
  registry: Registry,
  loader: AreaLoader,
  {
    refusal = () => undefined,
  }: {
    /** Why an area must not be loaded at all, known before its code (the catalog's metadata check). */
    refusal?: (name: string) => Error | undefined;
  } = {},
) {
  const IDLE: AreaState = { status: 'idle' };
  const states = createAreaStates<AreaState>(
    registry.remotes.map((r) => r.name),
    IDLE,
  );
  const { set } = states;
  const inflight = new Map<string, Promise<AreaState>>();

  function load(name: string): Promise<AreaState> {
    const remote = registry.remotes.find((r) => r.name === name);
    if (!remote) return Promise.resolve({ status: 'error', error: new Error(`Unknown area "${name}".`) });
    const current = states.get(name);
    if (current.status === 'ready' || current.status === 'error') return Promise.resolve(current);
    const running = inflight.get(name);
    if (running) return running;
    const refused = refusal(name);
    if (refused) {
      const state: AreaState = { status: 'error', error: refused };
      set(name, state);
      return Promise.resolve(state);
    }

    set(name, { status: 'loading' });
    const promise = withTimeout(loader.load(remote), AREA_LOAD_TIMEOUT_MS, `The ${name} area`)
      .then(async (module): Promise<AreaState> => {
        // The host provides the federation runtime to every remote: its own version is the one to meet.
        const { area, problems } = validateArea(name, module, {
          federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
        });
        for (const problem of problems) console.error(`[atrium] the ${name} area: ${problem}`);
        // Its metadata was checked already, if it came; the code says the same of itself.
        checkSharedPackages(name, area.shared);
        // The strings of the page's language: the area's menu entries are titled from the first render.
        await addAreaTranslations(area.name, area.translations);
        return { status: 'ready', area };
      })
      .catch((error: unknown): AreaState => {
        console.error(`[atrium] the ${name} area could not be loaded`, error);
        // Opened before its metadata answered, an area built for another singleton fails in the
        // federation runtime (strictVersion); the metadata's refusal says why in the user's words.
        const cause = refusal(name) ?? error;
        return { status: 'error', error: cause instanceof Error ? cause : new Error(String(cause)) };
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
    get: states.get,
    load,
    /** Forgets a failure and loads again, the loader dropping what it cached of the remote. */
    retry(name: string): Promise<AreaState> {
      const remote = registry.remotes.find((r) => r.name === name);
      if (states.get(name).status === 'error') {
        if (remote) loader.reset(remote);
        set(name, IDLE);
      }
      return load(name);
    },
    subscribe: states.subscribe,
    getSnapshot: states.getSnapshot,
  };
}

export type AreaStore = ReturnType<typeof createAreaStore>;

export function useAreaStates(store: AreaStore): ReadonlyMap<string, AreaState> {
  return useAreaStatesOf(store);
}
