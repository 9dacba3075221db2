import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

// Closer than this to the bottom counts as reading the newest message.
const NEAR_BOTTOM_PX = 48;

/**
 * Keeps the newest message in view: a new message scrolls the log down when the reader is at the bottom
 * (or wrote it); when they have scrolled up to read older ones it does not pull them away, and
 * `hasNewBelow` says a new message waits below (the "new messages" button calls `jumpToNewest`).
 */
export function useNewestMessage(
  log: RefObject<HTMLElement | null>,
  { count, lastIsMine, conversation }: { count: number; lastIsMine: boolean; conversation: number },
) {
  const atBottom = useRef(true);
  const seenCount = useRef(count);
  const [hasNewBelow, setHasNewBelow] = useState(false);

  const jumpToNewest = useCallback(() => {
    const el = log.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setHasNewBelow(false);
  }, [log]);

  // A conversation opens at its newest message.
  useLayoutEffect(() => {
    seenCount.current = count;
    jumpToNewest();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another conversation opens
  }, [conversation, jumpToNewest]);

  useEffect(() => {
    if (count <= seenCount.current) return;
    seenCount.current = count;
    if (atBottom.current || lastIsMine) jumpToNewest();
    else setHasNewBelow(true);
  }, [count, lastIsMine, jumpToNewest]);

  const onScroll = useCallback(() => {
    const el = log.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM_PX;
    if (atBottom.current) setHasNewBelow(false);
  }, [log]);

  return { hasNewBelow, jumpToNewest, onScroll };
}
