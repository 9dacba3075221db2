import type { InvoiceSave } from '@atrium/contracts';
import { authFetch, type SampleAccount } from '@atrium/mocks/testing/authFetch';

/** Tests' calls to /api/apps/invoice…, signed in as a sample account (the admin unless told). */
export function invoiceCalls(who: SampleAccount = 'admin') {
  const fetch = authFetch(who);
  const BASE = 'http://localhost/api/apps/invoice';
  const get = async (path = '') => {
    const res = await fetch(`${BASE}${path}`);
    return { status: res.status, body: await res.json() };
  };
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  };
  return { get, send };
}

/** A valid save body: three lines, 10% off, 20% tax. Subtotal 1 000, discount 100, tax 180, total 1 080. */
export const validInvoice: InvoiceSave = {
  issuedDate: '2026-11-02',
  dueDate: '2026-12-02',
  client: {
    address: '1 Main St',
    company: 'Acme',
    companyEmail: 'ap@acme.test',
    country: 'France',
    contact: '+33 1 23',
    name: 'Ada Lovelace',
  },
  items: [
    { name: 'UI/UX Design', description: 'Wireframes', cost: 100, quantity: 4.5 },
    { name: 'App Maintenance', description: '', cost: 250, quantity: 2 },
    { name: 'Template Customization', description: 'Colours', cost: 50, quantity: 1 },
  ],
  discount: 10,
  tax: 20,
  currency: 'EUR',
  salesperson: 'Grace Hopper',
  note: 'Thank you',
  paymentTerms: 'Net 30 days',
};
