import { useTranslation } from 'react-i18next';
import type { InvoiceTotals } from '@atrium/contracts';
import { TotalsList } from '@atrium/ui';

/** Subtotal, discount, tax and total as they stand, announced politely as they change. */
export function InvoiceTotalsSummary({
  totals,
  money,
  discount,
  tax,
}: {
  totals: InvoiceTotals;
  money: (amount: number) => string;
  /** The percents, shown next to their amounts. */
  discount: number;
  tax: number;
}) {
  const { t } = useTranslation('invoice');
  return (
    <TotalsList
      aria-label={t('form.totals.title')}
      lines={[
        { label: t('form.totals.subtotal'), amount: money(totals.subtotal) },
        // Never "-$0.00": a discount of nothing is shown as nothing taken off.
        {
          label: t('form.totals.discount', { percent: discount }),
          amount: money(totals.discountAmount ? -totals.discountAmount : 0),
        },
        { label: t('form.totals.tax', { percent: tax }), amount: money(totals.taxAmount) },
      ]}
      total={{ label: t('form.totals.total'), amount: money(totals.total) }}
    />
  );
}
