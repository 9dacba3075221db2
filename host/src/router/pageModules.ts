import { useSyncExternalStore, type ComponentType } from 'react';
import type { AreaRoute } from '@atrium/platform';

export type PageModuleState =
  { status: 'loading' } | { status: 'ready'; Page: ComponentType } | { status: 'error'; error: Error };

const states = new WeakMap<AreaRoute, PageModuleState>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Starts loading a page's chunk once (a menu link pointed at, a route about to render). A page is
 * rendered from here rather than through React.lazy and Suspense: a Suspense fallback, once shown,
 * holds back the page for at least 300 ms more, whereas a page whose chunk is known loaded renders at
 * once, and one still loading shows the loading state as ordinary content.
 */
export function preloadPage(route: AreaRoute): void {
  // A failure stays until someone asks again (reloadPage): rendering it must not retry it.
  if (states.has(route)) return;
  states.set(route, { status: 'loading' });
  route
    .load()
    .then((module): PageModuleState => ({ status: 'ready', Page: module.default }))
    .catch((error: unknown): PageModuleState => ({
      status: 'error',
      error: error instanceof Error ? error : new Error(String(error)),
    }))
    .then((next) => {
      states.set(route, next);
      notify();
    });
}

/** Forgets a failed load and tries again (the area's Retry). */
export function reloadPage(route: AreaRoute): void {
  if (states.get(route)?.status !== 'error') return;
  states.delete(route);
  preloadPage(route);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const LOADING: PageModuleState = { status: 'loading' };

/** A route's page module, loading it if nothing has yet. */
export function usePageModule(route: AreaRoute): PageModuleState {
  preloadPage(route);
  return useSyncExternalStore(subscribe, () => states.get(route) ?? LOADING);
}
