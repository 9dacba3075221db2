import { api } from '@atrium/platform';
import { applyDevOverrides, fetchRegistry, parseRegistry, type Registry } from './registry';

/** The API's registry, resolved for the signed-in user (their canaries and session overrides). */
export const REGISTRY_CALL = '/api/platform/registry';

/** How long start-up waits for the API's registry before it takes the static one. */
const API_REGISTRY_TIMEOUT_MS = 3000;

export interface LoadRegistryOptions {
  /** `mock`: the serverless demo, whose in-browser API starts after the first paint: the static file. */
  mode: 'server' | 'mock';
  /** The API's answer (the API client, with the session's token). */
  fetchApi?: (signal: AbortSignal) => Promise<unknown>;
  /** The static registry, `/remotes.json`. */
  fetchStatic?: () => Promise<Registry>;
  timeoutMs?: number;
}

/**
 * The registry the page loads its areas by: the API's, which knows canaries, overrides and each entry
 * file's hash; when the API cannot answer it in time (down, or not behind this site) or answers
 * something that is not a registry, `/remotes.json`, so the shell still starts on the builds that
 * file names. The serverless demo reads the file straight away.
 */
export async function loadRegistry({
  mode,
  fetchApi = (signal) => api<unknown>(REGISTRY_CALL, { signal }),
  fetchStatic = () => fetchRegistry(),
  timeoutMs = API_REGISTRY_TIMEOUT_MS,
}: LoadRegistryOptions): Promise<Registry> {
  if (mode === 'mock') return fetchStatic();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return applyDevOverrides(parseRegistry(await fetchApi(controller.signal), location.href));
  } catch (error) {
    console.warn('[atrium] the API registry could not be read; using /remotes.json', error);
    return fetchStatic();
  } finally {
    clearTimeout(timer);
  }
}
