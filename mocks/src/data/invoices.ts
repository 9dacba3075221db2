import type { Invoice, InvoiceStatus, PaymentDetails } from '@atrium/contracts';
import { createRandom } from '../lib/random';
import { COMPANIES, COUNTRIES, FIRST_NAMES, LAST_NAMES, STREETS, avatarUrl, slug } from './people';

const SERVICES = [
  'Software Development',
  'UI/UX Design',
  'Unlimited Extended License',
  'Template Customization',
  'App Maintenance',
];
const STATUSES: InvoiceStatus[] = ['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'];

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** 50 invoices issued across 2026, ids 4987–5036 as an accounting system would number them. */
export function buildInvoices(): Invoice[] {
  const r = createRandom(5036);
  return Array.from({ length: 50 }, (_, i) => {
    const name = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    const company = r.pick(COMPANIES);
    const issued = new Date(Date.UTC(2026, r.int(0, 10), r.int(1, 28)));
    const due = new Date(issued.getTime() + r.int(14, 45) * 86_400_000);
    const total = r.int(2, 120) * 50 + r.int(0, 99);
    const status = r.pick(STATUSES);
    const balance =
      status === 'Paid'
        ? 0
        : status === 'Partial Payment'
          ? Math.round(total / r.int(2, 4))
          : r.bool(0.15)
            ? -r.int(50, 900)
            : total;
    return {
      id: 4987 + i,
      issuedDate: iso(issued),
      client: {
        address: `${r.pick(STREETS)}`,
        company,
        companyEmail: `${slug(name)}@${slug(company).replace(/\./g, '')}.com`,
        country: r.pick(COUNTRIES),
        contact: `(${r.int(200, 989)}) ${r.int(200, 999)}-${r.int(1000, 9999)}`,
        name,
      },
      service: r.pick(SERVICES),
      total,
      avatar: r.bool(0.7) ? avatarUrl(name) : '',
      invoiceStatus: status,
      balance,
      dueDate: iso(due),
    };
  });
}

export function paymentDetailsFor(invoice: Invoice): PaymentDetails {
  return {
    totalDue: `$${invoice.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    bankName: 'American Bank',
    country: 'United States',
    iban: `ETD95476213${String(invoice.id).padStart(6, '0')}`,
    swiftCode: 'BR91905',
  };
}
