import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardContent } from '@atrium/ui/core';
import { formatPrice } from '../plans/formatPrice';
import { FREE_SHIPPING_FROM } from './cart';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin: 0;
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
    font-weight: 700;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

export interface Totals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The order's totals, announced as they change (politely: a screen reader hears the new total). */
export function OrderSummary({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="order-summary">
      <CardContent>
        <h2 id="order-summary" style={{ marginBlock: '0 1rem', fontSize: '1.125rem' }}>
          {t('checkout.summary')}
        </h2>
        <Totals aria-live="polite">
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{formatPrice(totals.subtotal)}</dd>
          <dt>{t('checkout.shipping')}</dt>
          <dd>{totals.shipping === 0 ? t('checkout.freeShipping') : formatPrice(totals.shipping)}</dd>
          <dt>{t('checkout.tax')}</dt>
          <dd>{formatPrice(totals.tax)}</dd>
          <dt className="total">{t('checkout.total')}</dt>
          <dd className="total">{formatPrice(totals.total)}</dd>
        </Totals>
        <p style={{ marginBlockEnd: 0, fontSize: '0.875rem' }}>
          {t('checkout.freeFrom', { amount: formatPrice(FREE_SHIPPING_FROM) })}
        </p>
      </CardContent>
    </Card>
  );
}
