import {
  invoiceBalance,
  invoiceTotals,
  type Invoice,
  type InvoiceItem,
  type PaymentDetails,
} from '@atrium/contracts';

/** For tests: an invoice whose totals are computed the way the API computes them. */
export function invoiceFixture(overrides: Partial<Invoice> = {}): Invoice {
  const items: InvoiceItem[] = overrides.items ?? [
    { name: 'Website design', description: 'Home and product pages', cost: 1200, quantity: 1 },
    { name: 'Hosting', description: '', cost: 19.99, quantity: 12 },
    { name: 'Consulting', description: 'Hours on site', cost: 85, quantity: 2.5 },
  ];
  const discount = overrides.discount ?? 10;
  const tax = overrides.tax ?? 20;
  const payments = overrides.payments ?? [
    { id: 1, amount: 500, date: '2026-03-10', method: 'Bank transfer' as const, note: 'Deposit' },
  ];
  const totals = invoiceTotals({ items, discount, tax });
  return {
    id: 5100,
    issuedDate: '2026-03-01',
    dueDate: '2026-03-31',
    client: {
      name: 'Ada Lovelace',
      company: 'Analytical Engines Ltd',
      companyEmail: 'ada@engines.example',
      address: '12 Babbage Street, London',
      country: 'United Kingdom',
      contact: '(555) 010-2030',
    },
    service: items[0]?.name ?? '',
    avatar: '',
    invoiceStatus: 'Partial Payment',
    currency: 'USD',
    salesperson: 'Grace Hopper',
    note: 'Thank you for your business.',
    paymentTerms: 'Net 30',
    ...overrides,
    items,
    discount,
    tax,
    payments,
    subtotal: totals.subtotal,
    discountAmount: totals.discountAmount,
    taxAmount: totals.taxAmount,
    total: totals.total,
    balance: invoiceBalance(totals.total, payments),
  };
}

export const paymentDetailsFixture: PaymentDetails = {
  totalDue: '$1,500.00',
  bankName: 'American Bank',
  country: 'United States',
  iban: 'ETD95476213005100',
  swiftCode: 'BR91905',
};
