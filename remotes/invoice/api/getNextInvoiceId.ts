import { http, HttpResponse } from 'msw';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { nextInvoiceId } from './invoiceRecord';

/**
 * GET /api/apps/invoice/next-id (addition) — `{ id }`, the number the next created invoice gets (the
 * editor's header). Only a hint: two editors open at once both see it, and the save decides.
 */
export const getNextInvoiceId = http.get(
  api('/api/apps/invoice/next-id'),
  authorized({ action: 'read', subject: 'Invoice' }, () => HttpResponse.json({ id: nextInvoiceId() })),
);
