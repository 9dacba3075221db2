import { invoiceBalance, invoiceTotals } from '@atrium/contracts';
import { buildInvoiceClients, buildInvoices } from './invoices';

const invoices = buildInvoices();

describe('sample invoices', () => {
  it('are 50, numbered 4987–5036, the same on every build', () => {
    expect(invoices.map((i) => i.id)).toEqual(Array.from({ length: 50 }, (_, i) => 4987 + i));
    expect(buildInvoices()).toEqual(invoices);
  });

  it('carry 1–3 items whose totals are the invoice’s subtotal, discount, tax and total', () => {
    for (const invoice of invoices) {
      expect(invoice.items.length).toBeGreaterThanOrEqual(1);
      expect(invoice.items.length).toBeLessThanOrEqual(3);
      expect(invoice.service).toBe(invoice.items[0].name);
      const totals = invoiceTotals(invoice);
      expect({
        subtotal: invoice.subtotal,
        discountAmount: invoice.discountAmount,
        taxAmount: invoice.taxAmount,
        total: invoice.total,
      }).toEqual({
        subtotal: totals.subtotal,
        discountAmount: totals.discountAmount,
        taxAmount: totals.taxAmount,
        total: totals.total,
      });
      expect(invoice.balance).toBe(invoiceBalance(invoice.total, invoice.payments));
    }
  });

  it('mostly without discount or tax, a few with both', () => {
    const adjusted = invoices.filter((i) => i.discount > 0 && i.tax > 0);
    expect(adjusted.length).toBeGreaterThan(0);
    expect(adjusted.length).toBeLessThan(20);
    expect(invoices.filter((i) => i.discount === 0 && i.tax === 0).length).toBeGreaterThan(30);
  });

  it('have payments that match the status: paid in full, partly, or none unless overpaid', () => {
    for (const invoice of invoices) {
      const paid = invoice.payments.reduce((sum, p) => sum + p.amount, 0);
      if (invoice.invoiceStatus === 'Paid') expect(invoice.balance).toBe(0);
      else if (invoice.invoiceStatus === 'Partial Payment') {
        expect(invoice.balance).toBeGreaterThan(0);
        expect(invoice.balance).toBeLessThan(invoice.total);
      } else if (invoice.payments.length) expect(invoice.balance).toBeLessThan(0);
      else expect(invoice.balance).toBe(invoice.total);
      expect(paid).toBeCloseTo(invoice.total - invoice.balance, 2);
      for (const payment of invoice.payments) {
        expect(payment.amount).toBeGreaterThan(0);
        expect(payment.date >= invoice.issuedDate).toBe(true);
      }
    }
    expect(invoices.some((i) => i.balance < 0)).toBe(true);
    const ids = invoices.flatMap((i) => i.payments.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keep every status of the spec', () => {
    expect(new Set(invoices.map((i) => i.invoiceStatus)).size).toBe(6);
  });

  it('give 5 distinct clients to choose from', () => {
    const clients = buildInvoiceClients();
    expect(clients).toHaveLength(5);
    expect(new Set(clients.map((c) => c.companyEmail)).size).toBe(5);
  });
});
