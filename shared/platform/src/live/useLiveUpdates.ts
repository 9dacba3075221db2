import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { apiBaseUrl } from '../api/apiClient';
import { useSession } from '../session/session';

/** At most one refresh this often, however many saves arrive together. */
const REFRESH_AFTER_MS = 300;

/**
 * Live updates from the API server (`GET /api/events`, server-sent events): while the session lasts,
 * each save anyone makes refreshes the server data on screen (TanStack Query's active queries: the
 * open list, detail or dashboard, the notifications), so another admin's change shows without a
 * reload or polling. Where no server answers the stream (the in-browser mock, an old server), the
 * browser's EventSource fails once and nothing more happens; a dropped connection reconnects by itself.
 */
export function useLiveUpdates(client: QueryClient): void {
  const token = useSession().accessToken;
  useEffect(() => {
    if (!token || typeof EventSource === 'undefined') return;
    const events = new EventSource(`${apiBaseUrl()}/api/events?token=${encodeURIComponent(token)}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void client.invalidateQueries({ refetchType: 'active' });
      }, REFRESH_AFTER_MS);
    };
    events.addEventListener('changed', refresh);
    return () => {
      events.close();
      if (timer) clearTimeout(timer);
    };
  }, [client, token]);
}
