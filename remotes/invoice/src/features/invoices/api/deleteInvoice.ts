import { api } from '@atrium/platform';

/** DELETE /api/apps/invoice/{id} (the list refreshes the invoices afterwards). */
export function deleteInvoice(id: number) {
  return api<null>(`/api/apps/invoice/${id}`, { method: 'DELETE' });
}
