import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/apiClient';

/** The record as the form opened it, and as someone else saved it meanwhile. */
export interface EditConflictState<T> {
  opened: T;
  theirs: T;
}

/**
 * Optimistic concurrency for an edit form. It keeps the record as the form opened it (`start`, or the
 * first argument): its revision goes with the save (`revision()`, sent as If-Match), and when the API
 * answers 412 with the record as it is now, `caught` keeps both versions in `conflict` for the form to
 * show (`EditConflict` of `@atrium/ui/forms`). Either way on stands on their version (`takeTheirs`):
 * the form then loads it, or saves its own values over it.
 */
export function useEditConflict<T>(revisionOf: (record: T) => string, opened?: T) {
  const base = useRef(opened);
  const [conflict, setConflict] = useState<EditConflictState<T> | null>(null);

  const start = useCallback((record: T | undefined) => {
    base.current = record;
    setConflict(null);
  }, []);
  const revision = useCallback(
    () => (base.current === undefined ? undefined : revisionOf(base.current)),
    [revisionOf],
  );
  const caught = useCallback((error: unknown) => {
    const body = error instanceof ApiError && error.status === 412 ? error.body : null;
    const theirs = (body as { current?: T } | null)?.current;
    // A 412 without the record (a caller who may not read it) is shown as the API's message.
    if (theirs === undefined || base.current === undefined) return false;
    setConflict({ opened: base.current, theirs });
    return true;
  }, []);
  const takeTheirs = useCallback((): T => {
    const theirs = conflict?.theirs ?? (base.current as T);
    start(theirs);
    return theirs;
  }, [conflict, start]);

  return useMemo(
    () => ({ conflict, start, saved: start, revision, caught, takeTheirs }),
    [conflict, start, revision, caught, takeTheirs],
  );
}
