import { useSyncExternalStore } from 'react';

/** The ability subjects one area declares in its contract. */
export interface AreaSubjects {
  area: string;
  subjects: readonly string[];
}

let current: readonly AreaSubjects[] = [];
const listeners = new Set<() => void>();

const same = (a: readonly AreaSubjects[], b: readonly AreaSubjects[]) =>
  a.length === b.length &&
  a.every(
    (x, i) =>
      x.area === b[i].area &&
      x.subjects.length === b[i].subjects.length &&
      x.subjects.every((s, j) => s === b[i].subjects[j]),
  );

/**
 * The host publishes the subjects of every area it has loaded, in registry order. A screen that edits
 * rules (the roles editor) lists them, so a new area's subjects appear there without a host release.
 */
export function publishAreaSubjects(next: readonly AreaSubjects[]): void {
  if (same(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The subjects every loaded area declares, by area in registry order; re-renders when an area loads. */
export function useAreaSubjects(): readonly AreaSubjects[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
