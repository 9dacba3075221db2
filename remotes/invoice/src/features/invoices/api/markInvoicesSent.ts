import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import { invoiceKeys } from './invoiceKeys';

export function markInvoicesSent(ids: readonly number[]) {
  return api<{ updated: number }>('/api/apps/invoice/mark-sent', { method: 'POST', body: { ids } });
}

/**
 * POST /api/apps/invoice/mark-sent (addition): Drafts become Sent; an invoice already paid or partly
 * paid keeps its status. Lists, details and stats reload.
 */
export function useMarkInvoicesSent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markInvoicesSent,
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
