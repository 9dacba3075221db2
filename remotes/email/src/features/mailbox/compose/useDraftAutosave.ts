import { useCallback, useEffect, useRef } from 'react';

/** How long after the last change a draft is saved. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * Saves a draft `AUTOSAVE_DELAY_MS` after its content (`snapshot`) stops changing, and on demand
 * (`flush`, e.g. on close). Saves run one after another, so the first one's id is known before the
 * next: a draft is never stored twice. `markSaved` takes the current content as stored (after a send
 * or a discard, so nothing more is saved).
 */
export function useDraftAutosave({
  active,
  snapshot,
  save,
}: {
  active: boolean;
  snapshot: string;
  save: () => Promise<unknown>;
}) {
  const saved = useRef(snapshot);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef({ snapshot, save });
  latest.current = { snapshot, save };

  const flush = useCallback(() => {
    const { snapshot: now, save: run } = latest.current;
    if (now === saved.current) return queue.current;
    saved.current = now;
    queue.current = queue.current.then(run).catch(() => {
      // Not stored: the next change or close tries again.
      saved.current = '';
    });
    return queue.current;
  }, []);

  const markSaved = useCallback((value?: string) => {
    saved.current = value ?? latest.current.snapshot;
  }, []);

  useEffect(() => {
    if (!active || snapshot === saved.current) return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active, snapshot, flush]);

  const isDirty = () => latest.current.snapshot !== saved.current;
  return { flush, markSaved, isDirty };
}
