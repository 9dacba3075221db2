import {
  PAYMENT_METHODS,
  invoiceBalance,
  invoiceTotals,
  type Invoice,
  type InvoiceClient,
  type InvoiceItem,
  type InvoicePayment,
  type InvoiceStatus,
  type PaymentDetails,
} from '@atrium/contracts';
import { createRandom } from '@atrium/mocks/lib/random';
import {
  COMPANIES,
  COUNTRIES,
  FIRST_NAMES,
  LAST_NAMES,
  STREETS,
  avatarUrl,
  slug,
} from '@atrium/mocks/data/people';

const SERVICES = [
  'Software Development',
  'UI/UX Design',
  'Unlimited Extended License',
  'Template Customization',
  'App Maintenance',
];
/** What each service's line says, and whether it is billed by the hour. */
const SERVICE_LINES: Record<string, { description: string; hourly: boolean }> = {
  'Software Development': { description: 'Feature work on the client portal', hourly: true },
  'UI/UX Design': { description: 'Wireframes and a clickable prototype', hourly: true },
  'Unlimited Extended License': { description: 'One year, unlimited end products', hourly: false },
  'Template Customization': { description: 'Brand colours, fonts and page layouts', hourly: false },
  'App Maintenance': { description: 'Monthly updates and monitoring', hourly: true },
};
const HOURS = [1.5, 2, 4, 8, 10, 12.5];
const UNITS = [1, 1, 2, 3];
const STATUSES: InvoiceStatus[] = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'];

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const cents = (amount: number) => Math.round(amount * 100);

/** The note and the terms every sample invoice carries (the template's wording). */
export const SAMPLE_NOTE =
  'It was a pleasure working with you and your team. We hope you will keep us in mind for future projects. Thank you!';
export const paymentTermsFor = (days: number) => `Net ${days} days`;

/**
 * 1–3 lines whose costs split `target` (the sample's former typed total) by weight, so that the totals
 * stay in the same range; the first line is the invoice's service.
 */
function sampleItems(r: ReturnType<typeof createRandom>, service: string, target: number): InvoiceItem[] {
  const names = [service, ...SERVICES.filter((s) => s !== service)];
  const count = r.int(1, 3);
  const weights = Array.from({ length: count }, () => r.int(1, 4));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight, i) => {
    const { description, hourly } = SERVICE_LINES[names[i]];
    const quantity = hourly ? r.pick(HOURS) : r.pick(UNITS);
    const cost = Math.max(1, Math.round(((target * weight) / sum / quantity) * 100) / 100);
    return { name: names[i], description, cost, quantity };
  });
}

/** The seed's own payments' shape: amounts that add up to `paid`, dated between issue and due date. */
function samplePayments(
  r: ReturnType<typeof createRandom>,
  paid: number,
  issued: Date,
  dueDays: number,
  nextId: () => number,
): InvoicePayment[] {
  if (paid <= 0) return [];
  const dateOf = () => iso(new Date(issued.getTime() + r.int(1, dueDays) * DAY));
  const method = () => r.pick(PAYMENT_METHODS);
  if (paid >= 2 && r.bool(0.35)) {
    // Two instalments, the first about half; whole cents each, adding up to exactly `paid`.
    const first = Math.round(cents(paid) / 2) / 100;
    const dates = [dateOf(), dateOf()].sort();
    return [
      { id: nextId(), amount: first, date: dates[0], method: method(), note: 'First instalment' },
      {
        id: nextId(),
        amount: (cents(paid) - cents(first)) / 100,
        date: dates[1],
        method: method(),
        note: '',
      },
    ];
  }
  return [{ id: nextId(), amount: paid, date: dateOf(), method: method(), note: '' }];
}

/**
 * 50 invoices issued across 2026, ids 4987–5036 as an accounting system would number them. Clients,
 * dates and statuses come from one generator (the same as before items existed); the lines, discount,
 * tax and payments from a second, so that adding them changed none of the former. Totals and balances
 * are computed with `invoiceTotals` / `invoiceBalance`, as the API computes them on save.
 */
export function buildInvoices(): Invoice[] {
  const r = createRandom(5036);
  const lines = createRandom(4987);
  let paymentId = 0;
  const nextPaymentId = () => ++paymentId;
  return Array.from({ length: 50 }, (_, i) => {
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const company = r.pick(COMPANIES);
    const issued = new Date(Date.UTC(2026, r.int(0, 10), r.int(1, 28)));
    const dueDays = r.int(14, 45);
    const due = new Date(issued.getTime() + dueDays * DAY);
    const target = r.int(2, 120) * 50 + r.int(0, 99);
    const status = r.pick(STATUSES);
    // The former balance draws, kept in order: a partial payment leaves total / k; 15% of the
    // others were overpaid (a credit of 50–900).
    const partialDivisor = status === 'Partial Payment' ? r.int(2, 4) : 0;
    const credit = status !== 'Paid' && status !== 'Partial Payment' && r.bool(0.15) ? r.int(50, 900) : 0;
    const client: InvoiceClient = {
      address: `${r.pick(STREETS)}`,
      company,
      companyEmail: `${slug(name)}@${slug(company).replace(/\./g, '')}.com`,
      country: r.pick(COUNTRIES),
      contact: `(${r.int(200, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`,
      name,
    };
    const service = r.pick(SERVICES);
    const avatar = r.bool(0.7) ? avatarUrl(name) : '';

    const items = sampleItems(lines, service, target);
    const adjusted = lines.bool(0.2);
    const discount = adjusted ? lines.pick([0, 5, 10, 15]) : 0;
    const tax = adjusted ? lines.pick([5, 10, 20]) : 0;
    const totals = invoiceTotals({ items, discount, tax });
    const paid =
      status === 'Paid'
        ? totals.total
        : partialDivisor
          ? (cents(totals.total) - cents(Math.round(totals.total / partialDivisor))) / 100
          : credit
            ? (cents(totals.total) + cents(credit)) / 100
            : 0;
    const payments = samplePayments(lines, paid, issued, dueDays, nextPaymentId);
    const salesperson = `${lines.pick(FIRST_NAMES)} ${lines.pick(LAST_NAMES)}`;

    return {
      id: 4987 + i,
      issuedDate: iso(issued),
      client,
      service,
      total: totals.total,
      avatar,
      invoiceStatus: status,
      balance: invoiceBalance(totals.total, payments),
      dueDate: iso(due),
      items,
      discount,
      tax,
      currency: 'USD',
      salesperson,
      note: SAMPLE_NOTE,
      paymentTerms: paymentTermsFor(dueDays),
      payments,
      subtotal: totals.subtotal,
      discountAmount: totals.discountAmount,
      taxAmount: totals.taxAmount,
    };
  });
}

/**
 * The clients an invoice can be addressed to (GET /api/apps/invoice/clients): the first 5 distinct
 * clients of the sample invoices (spec 002 §7), then those added with POST.
 */
export function buildInvoiceClients(): InvoiceClient[] {
  const clients: InvoiceClient[] = [];
  for (const invoice of buildInvoices()) {
    if (clients.length === 5) break;
    if (!clients.some((c) => c.companyEmail === invoice.client.companyEmail)) clients.push(invoice.client);
  }
  return clients;
}

export function paymentDetailsFor(invoice: Invoice): PaymentDetails {
  return {
    totalDue: invoice.total.toLocaleString('en-US', { style: 'currency', currency: invoice.currency }),
    bankName: 'American Bank',
    country: 'United States',
    iban: `ETD95476213${String(invoice.id).padStart(6, '0')}`,
    swiftCode: 'BR91905',
  };
}
