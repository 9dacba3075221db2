import { areaTables, list } from '@atrium/mocks/collections';
import { buildInvoiceClients, buildInvoices } from './data/invoices';

/** The invoice area's collections: the invoices and the clients they are billed to. */
export const tables = areaTables({
  area: 'invoice',
  collections: {
    invoices: list(buildInvoices),
    invoiceClients: list(buildInvoiceClients),
  },
});
