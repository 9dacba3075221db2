/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { addTranslations, i18n } from '@atrium/platform';
import fr from '../../../i18n/fr.json';
import ar from '../../../i18n/ar.json';
import { setupI18n } from '../../../testing/kit';
import { pdfText as extractedText } from '../../../testing/pdfText';
import { buildInvoicePdf, invoicePdfName } from './invoicePdf';
import { invoiceFixture, paymentDetailsFixture } from './invoiceFixture';

// The Arabic font's files as the package ships them (the browser fetches the same files as assets).
jest.mock('./arabicPdfFont', () => {
  const font = (weight: string) =>
    readFileSync(require.resolve(`@expo-google-fonts/noto-sans-arabic/${weight}.ttf`)).toString('latin1');
  return {
    ARABIC_PDF_FONT: 'NotoSansArabic',
    arabicPdfFontFiles: async () => ({
      regular: font('400Regular/NotoSansArabic_400Regular'),
      bold: font('700Bold/NotoSansArabic_700Bold'),
    }),
  };
});

/** The PDF's bytes as text: jsPDF writes its content streams uncompressed, text as `(…) Tj`. */
async function pdfText(language: string, locale: string, invoice = invoiceFixture()) {
  const t = i18n.getFixedT(language, 'invoice') as unknown as (k: string, o?: object) => string;
  const doc = await buildInvoicePdf(invoice, paymentDetailsFixture, { t, locale });
  return doc.output();
}

describe('the invoice PDF', () => {
  beforeAll(async () => {
    await setupI18n();
    addTranslations('invoice', { fr, ar });
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

  it('writes an Arabic invoice in Arabic, shaped, right to left, in an embedded font', async () => {
    const t = i18n.getFixedT('ar', 'invoice') as unknown as (k: string, o?: object) => string;
    const invoice = invoiceFixture({ note: 'شكرًا لتعاملكم معنا' });
    const doc = await buildInvoicePdf(invoice, paymentDetailsFixture, { t, locale: 'ar-EG', rtl: true });
    const bytes = new Uint8Array(doc.output('arraybuffer'));
    expect(doc.output()).toContain('/FontName /NotoSansArabic');
    // What a reader's copy gives, in logical order: the labels, the note, and the Latin names.
    const lines = extractedText(bytes).split('\n');
    for (const expected of [
      'الفاتورة رقم 5100',
      'المجموع الفرعي',
      'الرصيد المستحق',
      'شكرًا لتعاملكم معنا',
      'مندوب المبيعات: Grace Hopper',
      'Ada Lovelace',
      '12 Babbage Street, London',
      'Website design',
    ]) {
      expect(lines.some((line) => line.includes(expected))).toBe(true);
    }
    expect(lines.some((line) => line.includes('الخصم') && line.includes('١٠٪'))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/Subtotal|Invoice #/);
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
