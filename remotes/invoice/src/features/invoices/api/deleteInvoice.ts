import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { invoiceKeys } from './invoiceKeys';

export function deleteInvoice(id: number) {
  return api<null>(`/api/apps/invoice/${id}`, { method: 'DELETE' });
}

/** DELETE /api/apps/invoice/{id}; the lists reload afterwards. */
export function useDeleteInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
