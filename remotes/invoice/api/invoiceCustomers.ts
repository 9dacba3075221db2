import { HttpResponse } from 'msw';
import type { Address, Customer, InvoiceClient, InvoiceCustomer } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import type { ListSpec } from '@atrium/mocks/lib/listQuery';

/**
 * The customers an invoice can be made out to are the e-commerce area's, read through the handlers'
 * shared data set (an area never imports another's folder). Searched in the list's SQL (or in
 * memory in the mock) by name, email or country; in the stored order, so the spec sorts on nothing
 * and needs no index of its own.
 */
export const INVOICE_CUSTOMER_LIST: ListSpec = {
  collection: 'customers',
  search: ['customer', 'email', 'country'],
  filters: [],
  sort: {},
};

export const UNKNOWN_CUSTOMER = 'No customer found with this id';

/** The fields a customer record may carry beyond the contract's (kept loose: its area owns them). */
type CustomerRecord = Customer & { contact?: unknown; company?: unknown };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** An order's address as one line: "12 Rue X, Apt 3, Paris, IDF 75001". */
function addressLine(address: Partial<Address> | undefined): string {
  if (!address) return '';
  const place = [text(address.state), text(address.postcode)].filter(Boolean).join(' ');
  return [text(address.line1), text(address.line2), text(address.city), place].filter(Boolean).join(', ');
}

/**
 * The customer's address: the billing address of their latest order (a customer record has none of
 * its own), else their country, so the invoice always has one.
 */
function customerAddress(customer: Customer): string {
  const email = customer.email.toLowerCase();
  for (let i = db.orders.length - 1; i >= 0; i--) {
    // Read loosely: orders stored by an older version may lack a field.
    const order: { email?: unknown; billingAddress?: Partial<Address> } = db.orders[i];
    if (text(order.email).toLowerCase() !== email) continue;
    const line = addressLine(order.billingAddress);
    if (line) return line;
  }
  return customer.country;
}

/**
 * A customer as an invoice's client: their name, email and country; their company when the record
 * has one, else their own name (a shop's customer is billed as a person); their contact when the
 * record has one, else their email; the address as `customerAddress`.
 */
export function invoiceClientOf(customer: Customer): InvoiceCustomer {
  const record = customer as CustomerRecord;
  return {
    customerId: customer.customerId,
    name: customer.customer,
    company: text(record.company) || customer.customer,
    companyEmail: customer.email,
    country: customer.country,
    address: customerAddress(customer),
    contact: text(record.contact) || customer.email,
  };
}

/**
 * The client a save keeps. With a customerId: that customer's fields as they are now (what the
 * caller sent for them is not trusted), or a 400 when no customer has the id. Without one: the
 * client as sent (invoices written before clients were customers keep theirs).
 */
export function clientForSave(client: InvoiceClient): { client: InvoiceClient } | { error: Response } {
  if (client.customerId === undefined) return { client };
  const customer = db.customers.find((c) => c.customerId === client.customerId);
  if (!customer)
    return {
      error: HttpResponse.json(
        { message: UNKNOWN_CUSTOMER, errors: { 'client.customerId': [UNKNOWN_CUSTOMER] } },
        { status: 400 },
      ),
    };
  return { client: invoiceClientOf(customer) };
}
