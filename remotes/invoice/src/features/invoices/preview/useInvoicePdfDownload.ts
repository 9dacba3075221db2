import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, PaymentDetails } from '@atrium/contracts';
import { ensureAreaLanguage, isLanguageCode, languageInfo, DEFAULT_LANGUAGE } from '@atrium/platform';
import { toast } from '@atrium/ui';
import { downloadInvoicePdf, type InvoicePdfText, type PdfTranslate } from './invoicePdf';

/**
 * The labels, number format and direction of an invoice's PDF, in the page's language (an Arabic
 * page's PDF is Arabic, right to left). The strings are fetched first if not loaded yet.
 */
export function useInvoicePdfText(): () => Promise<InvoicePdfText> {
  const { i18n } = useTranslation('invoice');
  return useCallback(async () => {
    const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
    await ensureAreaLanguage('invoice', language);
    const t = i18n.getFixedT(language, 'invoice') as unknown as PdfTranslate;
    const { locale, isRTL } = languageInfo(language);
    return { t, locale, rtl: isRTL };
  }, [i18n]);
}

/** Download as a PDF (see useInvoicePdfText); `busy` while jsPDF loads and writes. */
export function useInvoicePdfDownload() {
  const { t } = useTranslation('invoice');
  const pdfText = useInvoicePdfText();
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (invoice: Invoice, paymentDetails: PaymentDetails) => {
      setBusy(true);
      try {
        await downloadInvoicePdf(invoice, paymentDetails, await pdfText());
      } catch {
        toast.error(t('preview.downloadFailed'));
      } finally {
        setBusy(false);
      }
    },
    [pdfText, t],
  );
  return { download, busy };
}
