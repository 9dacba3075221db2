import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Invoice } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

export function duplicateInvoice(id: number) {
  return api<Invoice>(`/api/apps/invoice/${id}/duplicate`, { method: 'POST' });
}

/** POST /api/apps/invoice/{id}/duplicate: a new Draft copy (today's dates, no payments); lists reload. */
export function useDuplicateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateInvoice,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
