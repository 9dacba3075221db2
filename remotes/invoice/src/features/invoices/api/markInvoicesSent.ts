import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { invoiceKeys } from './invoiceKeys';

export function markInvoicesSent(ids: number[]) {
  return api<{ updated: number }>('/api/apps/invoice/mark-sent', { method: 'POST', body: { ids } });
}

/** POST /api/apps/invoice/mark-sent: Drafts become Sent (a paid or partly paid invoice keeps its status). */
export function useMarkInvoicesSent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markInvoicesSent,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
