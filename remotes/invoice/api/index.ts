import type { ApiModule } from '@atrium/mocks/apiModule';
import { INVOICE_LIST, listInvoices } from './listInvoices';
import { listInvoiceClients } from './listInvoiceClients';
import { getInvoice } from './getInvoice';
import { deleteInvoice } from './deleteInvoice';
import { createInvoice } from './createInvoice';
import { updateInvoice } from './updateInvoice';
import { getInvoiceStats, invoiceStatsTally } from './getInvoiceStats';
import { getNextInvoiceId } from './getNextInvoiceId';
import { createInvoiceClient } from './createInvoiceClient';
import { addInvoicePayment } from './addInvoicePayment';
import { duplicateInvoice } from './duplicateInvoice';
import { markInvoicesSent } from './markInvoicesSent';

/** The invoice area's API: invoices, their clients, payments and figures. */
export const api: ApiModule = {
  area: 'invoice',
  prefixes: ['/api/apps/invoice'],
  lists: [INVOICE_LIST],
  tallies: () => [invoiceStatsTally()],
  handlers: [
    listInvoices,
    // Before getInvoice: "clients", "stats" and "next-id" are not ids.
    listInvoiceClients,
    getInvoiceStats,
    getNextInvoiceId,
    getInvoice,
    deleteInvoice,
    createInvoice,
    createInvoiceClient,
    markInvoicesSent,
    updateInvoice,
    addInvoicePayment,
    duplicateInvoice,
  ],
};
