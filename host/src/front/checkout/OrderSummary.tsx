import { useTranslation } from 'react-i18next';
import { Card, CardContent, TotalsList } from '@atrium/ui/core';
import { formatPrice } from '../plans/formatPrice';
import { FREE_SHIPPING_FROM } from './cart';

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
        <TotalsList
          justify="space-between"
          lines={[
            { label: t('checkout.subtotal'), amount: formatPrice(totals.subtotal) },
            {
              label: t('checkout.shipping'),
              amount: totals.shipping === 0 ? t('checkout.freeShipping') : formatPrice(totals.shipping),
            },
            { label: t('checkout.tax'), amount: formatPrice(totals.tax) },
          ]}
          total={{ label: t('checkout.total'), amount: formatPrice(totals.total) }}
        />
        <p style={{ marginBlockEnd: 0, fontSize: '0.875rem' }}>
          {t('checkout.freeFrom', { amount: formatPrice(FREE_SHIPPING_FROM) })}
        </p>
      </CardContent>
    </Card>
  );
}
