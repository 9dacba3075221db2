import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { NotificationListResponse } from '@atrium/contracts';

const KEY = ['host', 'notifications'] as const;

/** GET /api/notifications, and the changes the menu makes (each answers the new list). */
export function useNotifications() {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api<NotificationListResponse>('/api/notifications', { signal }),
    staleTime: 30_000,
  });
  const onSuccess = (data: NotificationListResponse) => client.setQueryData(KEY, data);
  const setRead = useMutation({
    mutationFn: ({ id, read }: { id: number; read: boolean }) =>
      api<NotificationListResponse>(`/api/notifications/${id}`, { method: 'PATCH', body: { read } }),
    onSuccess,
  });
  const readAll = useMutation({
    mutationFn: () => api<NotificationListResponse>('/api/notifications/read-all', { method: 'POST' }),
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      api<NotificationListResponse>(`/api/notifications/${id}`, { method: 'DELETE' }),
    onSuccess,
  });
  return { list, setRead, readAll, remove };
}
