import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { InvoiceTotals } from '@atrium/contracts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 0.5rem 2rem;
  margin: 0;
  justify-content: end;
  font-variant-numeric: tabular-nums;
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    text-align: end;
  }
  .total {
    padding-block-start: 0.5rem;
    border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
    font-weight: 600;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

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
    <Facts aria-label={t('form.totals.title')} aria-live="polite">
      <dt>{t('form.totals.subtotal')}</dt>
      <dd>{money(totals.subtotal)}</dd>
      <dt>{t('form.totals.discount', { percent: discount })}</dt>
      {/* Never "-$0.00": a discount of nothing is shown as nothing taken off. */}
      <dd>{money(totals.discountAmount ? -totals.discountAmount : 0)}</dd>
      <dt>{t('form.totals.tax', { percent: tax })}</dt>
      <dd>{money(totals.taxAmount)}</dd>
      <dt className="total">{t('form.totals.total')}</dt>
      <dd className="total">{money(totals.total)}</dd>
    </Facts>
  );
}
