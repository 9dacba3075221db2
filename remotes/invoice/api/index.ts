import type { ApiModule } from '@atrium/mocks/apiModule';
import { INVOICE_LIST, listInvoices } from './listInvoices';
import { listInvoiceClients } from './listInvoiceClients';
import { listInvoiceCustomers } from './listInvoiceCustomers';
import { INVOICE_CUSTOMER_LIST } from './invoiceCustomers';
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
  lists: [INVOICE_LIST, INVOICE_CUSTOMER_LIST],
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
