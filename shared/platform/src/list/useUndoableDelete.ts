import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { UNDO_WINDOW_MS } from './listTiming';

export interface UndoableDeleteOptions<Row> {
  /** Deletes one row on the server. */
  remove: (row: Row) => Promise<unknown>;
  /** After the server calls settled, with the rows that could not be deleted (refresh the lists here). */
  onCommitted: (failed: Row[]) => Promise<unknown> | void;
  undoLabel: string;
}

interface Pending<Row> {
  rows: Row[];
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Deletion with an Undo: the rows disappear from view at once, a toast offers Undo for UNDO_WINDOW_MS,
 * and only then are the delete calls sent. The rows stay hidden until the lists are refreshed (so they
 * do not flash back), and come back if their call failed. Leaving the page sends the calls at once.
 */
export function useUndoableDelete<Row>(getId: (row: Row) => string, options: UndoableDeleteOptions<Row>) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const pending = useRef(new Set<Pending<Row>>());
  const latest = useRef({ getId, ...options });
  latest.current = { getId, ...options };

  const show = useCallback((rows: Row[]) => {
    const ids = new Set(rows.map((row) => latest.current.getId(row)));
    setHidden((current) => new Set([...current].filter((id) => !ids.has(id))));
  }, []);

  const send = useCallback(async (rows: Row[]) => {
    const { remove } = latest.current;
    const results = await Promise.allSettled(rows.map((row) => remove(row)));
    return rows.filter((_, i) => results[i].status === 'rejected');
  }, []);

  const commit = useCallback(
    async (rows: Row[]) => {
      const failed = await send(rows);
      await latest.current.onCommitted(failed);
      show(rows);
    },
    [send, show],
  );

  const schedule = useCallback(
    (rows: Row[], message: string) => {
      if (!rows.length) return;
      const ids = rows.map((row) => latest.current.getId(row));
      setHidden((current) => new Set([...current, ...ids]));
      const entry: Pending<Row> = {
        rows,
        timer: setTimeout(() => {
          pending.current.delete(entry);
          void commit(rows);
        }, UNDO_WINDOW_MS),
      };
      pending.current.add(entry);
      toast.success(message, {
        duration: UNDO_WINDOW_MS,
        action: {
          label: latest.current.undoLabel,
          onClick: () => {
            if (!pending.current.delete(entry)) return;
            clearTimeout(entry.timer);
            show(rows);
          },
        },
      });
    },
    [commit, show],
  );

  // Leaving the page: what was deleted is deleted now.
  useEffect(() => {
    const entries = pending.current;
    return () => {
      const rows = [...entries].flatMap((entry) => {
        clearTimeout(entry.timer);
        return entry.rows;
      });
      entries.clear();
      if (rows.length) void send(rows).then((failed) => latest.current.onCommitted(failed));
    };
  }, [send]);

  const isHidden = useCallback((row: Row) => hidden.has(getId(row)), [hidden, getId]);
  return { schedule, isHidden, hiding: hidden.size > 0 };
}
