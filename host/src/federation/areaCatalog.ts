import {
  i18n,
  validateAreaMetadata,
  type AreaMetadata,
  type AreaOutline,
  type LanguageCode,
} from '@atrium/platform';
import type { Registry, RemoteEntry } from './registry';
import { fetchAreaMetadata } from './fetchAreaMetadata';
import { withTimeout } from './withTimeout';
import { createAreaStates, useAreaStatesOf } from './areaStates';
import { checkSharedPackages, IncompatibleSharedError } from './sharedCompatibility';

/** Nothing waits on an area's metadata for longer than this. */
export const AREA_METADATA_TIMEOUT_MS = 6000;

/**
 * What the shell's decisions (menu, guard, search, shortcuts) read of an area: its outline, once known.
 * Both the catalog's states and the area store's (a loaded contract is an outline too) are such.
 */
export type AreaOutlineState =
  { status: 'idle' | 'loading' } | { status: 'ready'; area: AreaOutline } | { status: 'error'; error: Error };

export type AreaOutlines = ReadonlyMap<string, AreaOutlineState>;

export type OutlineState =
  { status: 'loading' } | { status: 'ready'; area: AreaMetadata } | { status: 'error'; error: Error };

export type FetchMetadata = (remote: RemoteEntry, language: LanguageCode) => Promise<unknown>;

/**
 * Every area's metadata (see @atrium/platform's areaMetadata.ts): what the menu, the guard, search and
 * the roles editor read of the areas, fetched for the page's language at start and for another
 * language before switching to it. No area's code is downloaded for it.
 */
export function createAreaCatalog(registry: Registry, fetchMetadata: FetchMetadata = fetchAreaMetadata) {
  const states = createAreaStates<OutlineState>(
    registry.remotes.map((r) => r.name),
    { status: 'loading' },
  );
  const { set } = states;
  const inflight = new Map<string, Promise<void>>();

  async function fetchOne(remote: RemoteEntry, language: LanguageCode): Promise<void> {
    try {
      const document = await withTimeout(
        fetchMetadata(remote, language),
        AREA_METADATA_TIMEOUT_MS,
        `The ${remote.name} area's metadata`,
      );
      const { metadata, problems } = validateAreaMetadata(remote.name, document, {
        federationRuntime: __ATRIUM_FEDERATION_RUNTIME__,
        language,
      });
      for (const problem of problems)
        console.error(`[atrium] the ${remote.name} area's metadata: ${problem}`);
      // Before any of its code: an area built for singletons the host does not meet is refused here.
      checkSharedPackages(remote.name, metadata.shared);
      // Added under the strings the area's own bundle brings when it loads, never over them.
      i18n.addResourceBundle(language, remote.name, metadata.strings, true, false);
      set(remote.name, { status: 'ready', area: metadata });
    } catch (error: unknown) {
      console.error(`[atrium] the ${remote.name} area's metadata could not be loaded`, error);
      // Another language's document failing leaves the menu as it was, in the fallback language.
      if (states.get(remote.name).status === 'ready') return;
      set(remote.name, {
        status: 'error',
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  }

  function loadOne(remote: RemoteEntry, language: LanguageCode): Promise<void> {
    const key = `${remote.name}:${language}`;
    let running = inflight.get(key);
    if (!running) {
      running = fetchOne(remote, language).finally(() => inflight.delete(key));
      inflight.set(key, running);
    }
    return running;
  }

  return {
    registry,
    /** Every area's metadata in `language`; resolves when each has answered or failed. */
    load: (language: LanguageCode) =>
      Promise.all(registry.remotes.map((remote) => loadOne(remote, language))).then(() => undefined),
    /** Asks an area that failed again. */
    retry(name: string, language: LanguageCode): Promise<void> {
      const remote = registry.remotes.find((r) => r.name === name);
      if (!remote || states.get(name).status !== 'error') return Promise.resolve();
      set(name, { status: 'loading' });
      return loadOne(remote, language);
    },
    get: states.get,
    /**
     * Why the area must not be loaded, if its metadata says so: built for a shared singleton this host
     * does not meet. (Metadata that failed to arrive refuses nothing: the code is checked on arrival.)
     */
    refusal(name: string): IncompatibleSharedError | undefined {
      const state = states.get(name);
      return state.status === 'error' && state.error instanceof IncompatibleSharedError
        ? state.error
        : undefined;
    },
    subscribe: states.subscribe,
    getSnapshot: states.getSnapshot,
  };
}

export type AreaCatalog = ReturnType<typeof createAreaCatalog>;

export function useAreaOutlines(catalog: AreaCatalog): ReadonlyMap<string, OutlineState> {
  return useAreaStatesOf(catalog);
}
