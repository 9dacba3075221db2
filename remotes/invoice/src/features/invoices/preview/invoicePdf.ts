import type { jsPDF } from 'jspdf';
import { invoiceBalance, invoiceTotals, type Invoice, type PaymentDetails } from '@atrium/contracts';
import { ISSUER } from './issuer';

/** The file name of an invoice's PDF, the same in the download and the email that names it. */
export const invoicePdfName = (id: number) => `invoice-${id}.pdf`;

/** The invoice namespace's `t`, fixed to the PDF's language. */
export type PdfTranslate = (key: string, options?: Record<string, unknown>) => string;

export interface InvoicePdfText {
  t: PdfTranslate;
  /** The locale numbers and dates are written in (e.g. en-US). */
  locale: string;
  /** Written right to left (Arabic), in the Arabic font: see `rtlPdfFont`. */
  rtl?: boolean;
}

// Intl puts no-break, narrow and thin spaces in numbers ("1 234,50 $US"); the built-in fonts' encoding
// lacks the narrow ones, so all become plain spaces (a reader searching "1 784,57" finds it). Intl's
// Arabic also puts direction marks around figures (U+200E, U+200F, U+061C): the PDF's text is laid
// out by jsPDF's own bidi pass, to which they would be stray characters, so they go.
const pdfSafe = (text: string) =>
  text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/**
 * Registers the Arabic font with the document and returns its family name. jsPDF shapes Arabic
 * itself (each letter in its joined form, lam-alef ligatures: its arabic module) and orders a
 * line for display with its bidi engine, given the line in logical order; what it needs is a font
 * with those glyphs, loaded here on demand (see arabicPdfFont.ts).
 */
async function rtlPdfFont(doc: jsPDF): Promise<string> {
  const { ARABIC_PDF_FONT, arabicPdfFontFiles } = await import(
    /* webpackChunkName: "arabic-pdf-font" */ './arabicPdfFont'
  );
  const files = await arabicPdfFontFiles();
  doc.addFileToVFS(`${ARABIC_PDF_FONT}-Regular.ttf`, files.regular);
  doc.addFont(`${ARABIC_PDF_FONT}-Regular.ttf`, ARABIC_PDF_FONT, 'normal');
  doc.addFileToVFS(`${ARABIC_PDF_FONT}-Bold.ttf`, files.bold);
  doc.addFont(`${ARABIC_PDF_FONT}-Bold.ttf`, ARABIC_PDF_FONT, 'bold');
  return ARABIC_PDF_FONT;
}

const BIDI_TEXT = {
  isInputVisual: false,
  isOutputVisual: true,
  isOutputRtl: false,
  isSymmetricSwapping: true,
};

/** Whether a line's first letter is written right to left (Arabic, in any of its Unicode blocks). */
const startsRtl = (text: string) =>
  /^[^\p{L}]*[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u.test(text);

const MARGIN = 48;
const LINE = 14;

/**
 * The invoice as a PDF, written with text calls (the items, totals and payments are text a reader can
 * search and copy, not a picture): issuer, client, dates, the line items with their totals, subtotal,
 * discount, tax, total, payments and balance, note, terms and payment details. jsPDF is imported here,
 * so it is a chunk of its own, fetched the first time an invoice is downloaded.
 */
export async function buildInvoicePdf(
  invoice: Invoice,
  paymentDetails: PaymentDetails,
  { t, locale, rtl = false }: InvoicePdfText,
): Promise<jsPDF> {
  const { jsPDF: JsPdf } = await import(/* webpackChunkName: "jspdf" */ 'jspdf');
  // US readers print on Letter, everyone else on A4.
  const doc = new JsPdf({ unit: 'pt', format: locale === 'en-US' ? 'letter' : 'a4' });
  const pageWidth = doc.internal.pageSize.getWidth();
  const pageHeight = doc.internal.pageSize.getHeight();
  const right = pageWidth - MARGIN;
  const family = rtl ? await rtlPdfFont(doc) : 'helvetica';
  // The layout is written for a left-to-right page (x from the left, `align: 'right'` for the end
  // side); right to left, each x is mirrored and each alignment swapped, so the issuer, the labels and
  // the items start on the right and the amounts line up on the left.
  const xOf = (x: number) => (rtl ? pageWidth - x : x);
  const alignOf = (align?: 'right') => (rtl ? (align === 'right' ? undefined : 'right') : align);
  const put = (text: string, x: number, align?: 'right') => {
    const side = alignOf(align);
    doc.text(text, xOf(x), y, {
      ...(side ? { align: side } : {}),
      // jsPDF's bidi pass, told the truth: the text is logical, and the page wants it visual, left to
      // right, brackets mirrored. (Its default treats text as visual already, which misplaces a
      // closing bracket or a percent at a line's end.) A line's own direction is its first letter's,
      // as `dir="auto"` does: "12 Babbage Street" stays as written on an Arabic page.
      ...(rtl ? { ...BIDI_TEXT, isInputRtl: startsRtl(text) } : {}),
    });
  };

  const moneyFormat = new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency });
  const money = (n: number) => pdfSafe(moneyFormat.format(n));
  const number = (n: number) => pdfSafe(new Intl.NumberFormat(locale).format(n));
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const date = (iso: string) => pdfSafe(dateFormat.format(new Date(iso)));

  let y = MARGIN;
  const ensureRoom = (height: number) => {
    if (y + height > pageHeight - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
  };
  const write = (
    text: string,
    x: number,
    options: { bold?: boolean; size?: number; align?: 'right' } = {},
  ) => {
    doc.setFont(family, options.bold ? 'bold' : 'normal');
    doc.setFontSize(options.size ?? 10);
    put(pdfSafe(text), x, options.align);
  };
  /** Wrapped text at x, at most `width` wide; moves y below it. */
  const paragraph = (text: string, x: number, width: number) => {
    doc.setFont(family, 'normal');
    doc.setFontSize(10);
    for (const line of doc.splitTextToSize(pdfSafe(text), width) as string[]) {
      ensureRoom(LINE);
      put(line, x);
      y += LINE;
    }
  };
  const rule = () => {
    doc.setDrawColor(200);
    doc.line(MARGIN, y, right, y); // symmetric: the same either way
    y += LINE;
  };

  const title = t('preview.documentLabel', { id: invoice.id });
  doc.setProperties({ title, author: ISSUER.name, subject: title });

  // Header: issuer on the start side, the invoice's number and dates on the end side.
  write(ISSUER.name, MARGIN, { bold: true, size: 16 });
  write(title, right, { bold: true, size: 16, align: 'right' });
  y += LINE * 1.5;
  const facts = [
    `${t('preview.issued')}: ${date(invoice.issuedDate)}`,
    `${t('preview.due')}: ${date(invoice.dueDate)}`,
    ...(invoice.salesperson ? [`${t('preview.salesperson')}: ${invoice.salesperson}`] : []),
  ];
  const issuerLines = [...ISSUER.address, ISSUER.email];
  for (let i = 0; i < Math.max(facts.length, issuerLines.length); i++) {
    if (issuerLines[i]) write(issuerLines[i], MARGIN);
    if (facts[i]) write(facts[i], right, { align: 'right' });
    y += LINE;
  }
  y += LINE / 2;
  rule();

  // Client and payment details.
  const half = MARGIN + (right - MARGIN) / 2;
  write(t('preview.invoiceTo'), MARGIN, { bold: true });
  write(t('preview.billTo'), half, { bold: true });
  y += LINE;
  const { client } = invoice;
  const clientLines = [
    client.name,
    client.company,
    client.address,
    client.country,
    client.contact,
    client.companyEmail,
  ];
  const bankLines = [
    `${t('preview.totalDue')}: ${money(invoice.balance)}`,
    `${t('preview.bank')}: ${paymentDetails.bankName}`,
    `${t('preview.country')}: ${paymentDetails.country}`,
    `${t('preview.iban')}: ${paymentDetails.iban}`,
    `${t('preview.swift')}: ${paymentDetails.swiftCode}`,
  ];
  for (let i = 0; i < Math.max(clientLines.length, bankLines.length); i++) {
    if (clientLines[i]) write(clientLines[i], MARGIN);
    if (bankLines[i]) write(bankLines[i], half);
    y += LINE;
  }
  y += LINE / 2;
  rule();

  // Items: name (and description under it), unit cost, quantity, line total.
  const costX = right - 190;
  const quantityX = right - 110;
  const nameWidth = costX - 70 - MARGIN;
  const header = () => {
    write(t('preview.item'), MARGIN, { bold: true });
    write(t('preview.cost'), costX, { bold: true, align: 'right' });
    write(t('preview.quantity'), quantityX, { bold: true, align: 'right' });
    write(t('preview.lineTotal'), right, { bold: true, align: 'right' });
    y += LINE * 1.25;
  };
  header();
  const { lines } = invoiceTotals(invoice);
  invoice.items.forEach((item, i) => {
    const description = item.description
      ? (doc.splitTextToSize(pdfSafe(item.description), nameWidth) as string[])
      : [];
    if (y + LINE * (1 + description.length) > pageHeight - MARGIN) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    write(item.name, MARGIN);
    write(money(item.cost), costX, { align: 'right' });
    write(number(item.quantity), quantityX, { align: 'right' });
    write(money(lines[i] ?? 0), right, { align: 'right' });
    y += LINE;
    for (const line of description) {
      write(line, MARGIN + 8, { size: 9 });
      y += LINE;
    }
    y += LINE / 3;
  });
  rule();

  // Totals, end-aligned; payments received; the balance.
  const paid = 0 - invoiceBalance(0, invoice.payments);
  const totals: [string, string, boolean?][] = [
    [t('preview.subtotal'), money(invoice.subtotal)],
    [t('preview.discount', { percent: number(invoice.discount) }), money(0 - invoice.discountAmount)],
    [t('preview.tax', { percent: number(invoice.tax) }), money(invoice.taxAmount)],
    [t('preview.total'), money(invoice.total), true],
    [t('preview.paymentsReceived'), money(paid)],
    [t('preview.balance'), money(invoice.balance), true],
  ];
  ensureRoom(LINE * totals.length);
  for (const [label, amount, bold] of totals) {
    write(label, right - 120, { bold, align: 'right' });
    write(amount, right, { bold, align: 'right' });
    y += LINE;
  }
  y += LINE / 2;

  if (invoice.payments.length) {
    ensureRoom(LINE * 2);
    write(t('preview.paymentsReceived'), MARGIN, { bold: true });
    y += LINE;
    for (const p of invoice.payments) {
      ensureRoom(LINE);
      const line = t('preview.paymentLine', { date: date(p.date), method: t(`preview.methods.${p.method}`) });
      write(p.note ? `${line} (${p.note})` : line, MARGIN);
      write(money(p.amount), right, { align: 'right' });
      y += LINE;
    }
    y += LINE / 2;
  }

  for (const [label, text] of [
    [t('preview.note'), invoice.note],
    [t('preview.terms'), invoice.paymentTerms],
  ] as const) {
    if (!text) continue;
    ensureRoom(LINE * 2);
    write(label, MARGIN, { bold: true });
    y += LINE;
    paragraph(text, MARGIN, right - MARGIN);
    y += LINE / 2;
  }
  return doc;
}

/**
 * Builds the invoice's PDF and hands it to the browser as `invoice-<id>.pdf`. Through a link to the
 * blob rather than jsPDF's `save`, whose Node build (the one tests load) writes to the disk.
 */
export async function downloadInvoicePdf(
  invoice: Invoice,
  paymentDetails: PaymentDetails,
  text: InvoicePdfText,
) {
  const doc = await buildInvoicePdf(invoice, paymentDetails, text);
  const url = URL.createObjectURL(doc.output('blob'));
  const link = document.createElement('a');
  link.href = url;
  link.download = invoicePdfName(invoice.id);
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has handed the file to the browser by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The invoice's PDF as a base64 `data:` URL: what an email carries as its attachment. */
export async function invoicePdfDataUrl(
  invoice: Invoice,
  paymentDetails: PaymentDetails,
  text: InvoicePdfText,
): Promise<string> {
  const doc = await buildInvoicePdf(invoice, paymentDetails, text);
  // jsPDF's output is a binary string (one byte per character), which btoa encodes as it is.
  return `data:application/pdf;base64,${btoa(doc.output())}`;
}
