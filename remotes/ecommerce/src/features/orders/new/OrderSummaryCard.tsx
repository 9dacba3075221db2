import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newOrderTotals, shippingZoneFor, type StoreProfile } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { Button, Card, CardContent, CardHeader, TotalsList } from '@atrium/ui';
import { FormErrorAlert } from '@atrium/ui/forms';
import type { NewOrderValues } from './newOrderForm';

/** What the order will cost (the lines, tax at the store's rate, the chosen rate) and the place button. */
export function OrderSummaryCard({ store }: { store: StoreProfile }) {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  const {
    control,
    formState: { errors, isSubmitting },
  } = useFormContext<NewOrderValues>();
  const [lines, customer, rateName] = useWatch({ control, name: ['lines', 'customer', 'shippingRate'] });
  const zone = customer ? shippingZoneFor(store.shippingZones, customer.countryCode) : undefined;
  const rate = zone?.rates.find((r) => r.name === rateName);
  const totals = newOrderTotals(lines, store.taxRate, rate?.price ?? 0);

  return (
    <Card aria-label={t('orders.new.summary')}>
      <CardHeader title={t('orders.new.summary')} as="h2" />
      <CardContent style={{ display: 'grid', gap: '1.25rem' }}>
        <TotalsList
          justify="space-between"
          lines={[
            { label: t('orders.details.subtotal'), amount: money(totals.subtotal) },
            {
              label: t('orders.new.tax', { rate: number(store.taxRate, { maximumFractionDigits: 2 }) }),
              amount: money(totals.tax),
            },
            { label: t('orders.details.shipping'), amount: rate ? money(totals.shipping) : '—' },
          ]}
          total={{ label: t('orders.details.total'), amount: money(totals.total) }}
        />
        <FormErrorAlert error={errors.root?.server} />
        <Button type="submit" loading={isSubmitting} fullWidth>
          {t('orders.new.place')}
        </Button>
      </CardContent>
    </Card>
  );
}
