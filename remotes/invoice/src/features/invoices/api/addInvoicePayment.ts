import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { Invoice, InvoiceDetailResponse, InvoicePaymentSave } from '@atrium/contracts';
import { invoiceKeys } from './invoiceKeys';

export function addInvoicePayment({ id, payment }: { id: number; payment: InvoicePaymentSave }) {
  return api<Invoice>(`/api/apps/invoice/${id}/payments`, { method: 'POST', body: payment });
}

/**
 * POST /api/apps/invoice/{id}/payments: the answer is the invoice with its new balance and status, put
 * straight into the preview's cache so the page shows it without a second request; lists reload.
 */
export function useAddInvoicePayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addInvoicePayment,
    onSuccess: (invoice) =>
      client.setQueryData<InvoiceDetailResponse>(invoiceKeys.detail(invoice.id), (old) =>
        old ? { ...old, invoice } : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
