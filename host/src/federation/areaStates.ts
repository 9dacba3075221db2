import { useSyncExternalStore } from 'react';

/**
 * A state per area, with the snapshot and subscription React reads it through: what the area store
 * (code) and the area catalog (metadata) both keep.
 */
export function createAreaStates<S>(names: readonly string[], initial: S) {
  const states = new Map<string, S>(names.map((name) => [name, initial]));
  const listeners = new Set<() => void>();
  let snapshot: ReadonlyMap<string, S> = new Map(states);
  return {
    get: (name: string): S => states.get(name) ?? initial,
    set(name: string, state: S) {
      states.set(name, state);
      snapshot = new Map(states);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

/** The states of every area, following their changes. */
export function useAreaStatesOf<S>(store: {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ReadonlyMap<string, S>;
}): ReadonlyMap<string, S> {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
