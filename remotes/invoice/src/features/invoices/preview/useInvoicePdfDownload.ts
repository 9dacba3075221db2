import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, PaymentDetails } from '@atrium/contracts';
import { ensureAreaLanguage, isLanguageCode, languageInfo, DEFAULT_LANGUAGE } from '@atrium/platform';
import { toast } from '@atrium/ui';
import { downloadInvoicePdf, pdfLanguage, type PdfTranslate } from './invoicePdf';

/**
 * Download as a PDF, in the page's language (English for an Arabic page: see `pdfLanguage`). The
 * English strings may not be loaded on an Arabic page, so they are fetched first; `busy` while jsPDF
 * loads and writes.
 */
export function useInvoicePdfDownload() {
  const { t, i18n } = useTranslation('invoice');
  const [busy, setBusy] = useState(false);
  const download = useCallback(
    async (invoice: Invoice, paymentDetails: PaymentDetails) => {
      setBusy(true);
      try {
        const page = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
        const language = pdfLanguage(page);
        await ensureAreaLanguage('invoice', language);
        const pdfT = i18n.getFixedT(language, 'invoice') as unknown as PdfTranslate;
        const locale = languageInfo(isLanguageCode(language) ? language : DEFAULT_LANGUAGE).locale;
        await downloadInvoicePdf(invoice, paymentDetails, { t: pdfT, locale });
      } catch {
        toast.error(t('preview.downloadFailed'));
      } finally {
        setBusy(false);
      }
    },
    [i18n, t],
  );
  return { download, busy };
}
