import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Invoice, InvoiceSave } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

/** `revision`: of the invoice as the editor opened it (invoiceRevision); one changed since is a 412. */
export function saveInvoice({
  id,
  invoice,
  revision,
}: {
  id?: number;
  invoice: InvoiceSave;
  revision?: string;
}) {
  return id === undefined
    ? api<Invoice>('/api/apps/invoice', { method: 'POST', body: invoice })
    : api<Invoice>(`/api/apps/invoice/${id}`, { method: 'PUT', body: invoice, ifMatch: revision });
}

/** POST /api/apps/invoice (new) or PUT /api/apps/invoice/{id} (edit); lists and the detail reload. */
export function useSaveInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInvoice,
    onSuccess: (invoice) => client.setQueryData(invoiceKeys.detail(invoice.id), undefined),
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
