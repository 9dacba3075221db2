import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@atrium/ui';

export interface UndoableDeleteOptions {
  /** Deletes one item on the server. */
  remove: (id: number) => Promise<unknown>;
  /** After the server calls settled (refresh the lists). */
  onCommitted?: (failed: number[]) => void;
  /** How long the Undo stays offered, in ms. */
  delay?: number;
  undoLabel: string;
}

/**
 * Deletion with an Undo: the items disappear from view at once, a toast offers Undo for a few
 * seconds, and only then are the DELETE calls sent. Leaving the page sends them at once.
 */
export function useUndoableDelete({ remove, onCommitted, delay = 5000, undoLabel }: UndoableDeleteOptions) {
  const [hidden, setHidden] = useState<number[]>([]);
  const pending = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef({ remove, onCommitted });
  latest.current = { remove, onCommitted };

  const commit = useCallback(async (ids: number[]) => {
    const results = await Promise.allSettled(ids.map((id) => latest.current.remove(id)));
    const failed = ids.filter((_, i) => results[i].status === 'rejected');
    setHidden((current) => current.filter((id) => !ids.includes(id)));
    latest.current.onCommitted?.(failed);
  }, []);

  const schedule = useCallback(
    (ids: number[], message: string) => {
      if (!ids.length) return;
      setHidden((current) => [...new Set([...current, ...ids])]);
      const timer = setTimeout(() => {
        ids.forEach((id) => pending.current.delete(id));
        void commit(ids);
      }, delay);
      ids.forEach((id) => pending.current.set(id, timer));
      toast.success(message, {
        duration: delay,
        action: {
          label: undoLabel,
          onClick: () => {
            clearTimeout(timer);
            ids.forEach((id) => pending.current.delete(id));
            setHidden((current) => current.filter((id) => !ids.includes(id)));
          },
        },
      });
    },
    [commit, delay, undoLabel],
  );

  // Leaving the page: what was deleted is deleted now.
  useEffect(() => {
    const map = pending.current;
    return () => {
      const ids = [...map.keys()];
      new Set(map.values()).forEach(clearTimeout);
      map.clear();
      if (ids.length)
        void Promise.allSettled(ids.map((id) => latest.current.remove(id))).then(() =>
          latest.current.onCommitted?.([]),
        );
    };
  }, []);

  return { hidden, schedule, isHidden: (id: number) => hidden.includes(id) };
}
