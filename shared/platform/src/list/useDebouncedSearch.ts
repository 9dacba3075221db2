import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './listTiming';

/**
 * A search box over a value kept elsewhere (the URL's q): it shows what is typed at once and commits it
 * after SEARCH_DEBOUNCE_MS without a key, so typing does not send a request per key. When the value
 * changes from outside (back, forward, a link), the box follows it. Our own commit landing is not a
 * change from outside: what was typed while it was on its way stays in the box, and is sent next.
 */
export function useDebouncedSearch(value: string, commit: (text: string) => void) {
  // What was typed, and the value it was typed over: once the value moves on, the draft is stale.
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  // The text last committed, until the value reaches it.
  const committed = useRef<string | null>(null);
  const typing = draft !== null && (draft.over === value || committed.current === value);

  useEffect(() => {
    if (committed.current !== null && committed.current !== value && draft?.over !== value) {
      // The value moved somewhere we did not send it: from outside.
      committed.current = null;
    }
  }, [value, draft]);

  useEffect(() => {
    if (!typing || draft.text === value) return undefined;
    const timer = setTimeout(() => {
      committed.current = draft.text;
      commit(draft.text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typing, draft, value, commit]);

  const onChange = useCallback((text: string) => setDraft({ text, over: value }), [value]);
  return { value: typing ? draft.text : value, onChange };
}
