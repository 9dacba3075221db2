import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { NotificationListResponse } from '@atrium/contracts';

/**
 * The key the shell's notifications menu caches GET /api/notifications under (one query client for
 * the whole app): the dashboard shows the same list, and marking it read here clears the bell too.
 */
const KEY = ['host', 'notifications'] as const;

/** GET /api/notifications: the signed-in user's notifications, newest first, and how many are unread. */
export function useNotifications() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<NotificationListResponse>('/api/notifications', { signal }),
    staleTime: 30_000,
  });
}

/** POST /api/notifications/read-all: the answer is the new list. */
export function useReadAllNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<NotificationListResponse>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess: (data) => client.setQueryData(KEY, data),
  });
}
