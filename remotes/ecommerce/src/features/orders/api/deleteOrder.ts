import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { orderKeys } from './orderKeys';

export function deleteOrder(id: number) {
  return api<null>(`/api/apps/ecommerce/orders/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/ecommerce/orders/{id} (always 204); the lists reload afterwards. */
export function useDeleteOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_, id) => client.removeQueries({ queryKey: orderKeys.detail(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
