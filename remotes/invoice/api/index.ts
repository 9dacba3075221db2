import type { ApiModule } from '@atrium/mocks/apiModule';
import { INVOICE_LIST, listInvoices } from './listInvoices';
import { listInvoiceClients } from './listInvoiceClients';
import { listInvoiceCustomers } from './listInvoiceCustomers';
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

/** The invoice area's API: invoices, their clients (the e-commerce customers), payments and figures. */
export const api: ApiModule = {
  area: 'invoice',
  prefixes: ['/api/apps/invoice'],
  // The customer picker's list (INVOICE_CUSTOMER_LIST) is not here: its collection is the e-commerce
  // area's, whose module declares the list and its indexes; the picker sorts on nothing of its own.
  lists: [INVOICE_LIST],
  tallies: () => [invoiceStatsTally()],
  handlers: [
    listInvoices,
    // Before getInvoice: "clients", "customers", "stats" and "next-id" are not ids.
    listInvoiceClients,
    listInvoiceCustomers,
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
