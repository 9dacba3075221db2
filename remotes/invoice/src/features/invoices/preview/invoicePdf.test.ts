/** @jest-environment node */
import { addTranslations, i18n } from '@atrium/platform';
import fr from '../../../i18n/fr.json';
import { setupI18n } from '../../../testing/kit';
import { buildInvoicePdf, invoicePdfName, pdfLanguage } from './invoicePdf';
import { invoiceFixture, paymentDetailsFixture } from './invoiceFixture';

/** The PDF's bytes as text: jsPDF writes its content streams uncompressed, text as `(…) Tj`. */
async function pdfText(language: string, locale: string, invoice = invoiceFixture()) {
  const t = i18n.getFixedT(language, 'invoice') as unknown as (k: string, o?: object) => string;
  const doc = await buildInvoicePdf(invoice, paymentDetailsFixture, { t, locale });
  return doc.output();
}

describe('the invoice PDF', () => {
  beforeAll(async () => {
    await setupI18n();
    addTranslations('invoice', { fr });
  });

  it('is a PDF whose text holds the items, their line totals and the totals', async () => {
    const text = await pdfText('en', 'en-US');
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const expected of [
      '(Invoice #5100)',
      '(Website design)',
      '(Home and product pages)',
      '(Hosting)',
      '($239.88)',
      '(Consulting)',
      '(2.5)',
      '($212.50)',
      '(Subtotal)',
      '($1,652.38)',
      '(Discount \\(10%\\))',
      '(-$165.24)',
      '(Tax \\(20%\\))',
      '($297.43)',
      '(Total)',
      '($1,784.57)',
      '(Balance due)',
      '($1,284.57)',
      '(Ada Lovelace)',
      '(Net 30)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('lists the payments received', async () => {
    const text = await pdfText('en', 'en-US');
    expect(text).toContain('(Payments received)');
    expect(text).toContain('(Mar 10, 2026 · Bank transfer \\(Deposit\\))');
    expect(text).toContain('($500.00)');
  });

  it('writes French labels and numbers with plain spaces the built-in font can draw', async () => {
    const text = await pdfText('fr', 'fr-FR');
    expect(text).toContain('(Sous-total)');
    expect(text).toContain('(1 784,57 $US)');
  });

  it('writes an invoice asked for in Arabic in English, the built-in fonts having no Arabic glyphs', () => {
    expect(pdfLanguage('ar')).toBe('en');
    expect(pdfLanguage('fr')).toBe('fr');
  });

  it('starts a new page when the items do not fit on one', async () => {
    const items = Array.from({ length: 80 }, (_, i) => ({
      name: `Line ${i + 1}`,
      description: '',
      cost: 10,
      quantity: 1,
    }));
    const t = i18n.getFixedT('en', 'invoice') as unknown as (k: string, o?: object) => string;
    const doc = await buildInvoicePdf(invoiceFixture({ items, payments: [] }), paymentDetailsFixture, {
      t,
      locale: 'en-US',
    });
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    expect(doc.output()).toContain('(Line 80)');
    expect(doc.output()).toContain('($800.00)');
  });

  it('is named by invoice number', () => {
    expect(invoicePdfName(5100)).toBe('invoice-5100.pdf');
  });
});
