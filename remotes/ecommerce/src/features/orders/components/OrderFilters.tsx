import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_PAYMENTS, ORDER_STATUSES } from '@atrium/contracts';
import { Grid, Select } from '@atrium/ui';

export type OrderFilterValues = Partial<Record<'status' | 'payment', string>>;

/**
 * Status and payment filters of the order list; an empty value means "all". Memoised: the list
 * re-renders on every sort and page, which changes neither.
 */
export const OrderFilters = memo(function OrderFilters({
  values,
  onChange,
}: {
  values: OrderFilterValues;
  onChange: (changes: OrderFilterValues) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const options = useMemo(
    () => ({
      statuses: ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) })),
      payments: ORDER_PAYMENTS.map((p) => ({ value: String(p), label: t(`orders.payment.${p}`) })),
    }),
    [t],
  );
  return (
    <Grid $min="12rem" $gap={1} style={{ padding: '1.25rem 1.5rem 0' }}>
      <Select
        aria-label={t('orders.filters.status')}
        placeholder={t('orders.filters.allStatuses')}
        value={values.status ?? ''}
        options={options.statuses}
        onChange={(e) => onChange({ status: e.target.value })}
      />
      <Select
        aria-label={t('orders.filters.payment')}
        placeholder={t('orders.filters.allPayments')}
        value={values.payment ?? ''}
        options={options.payments}
        onChange={(e) => onChange({ payment: e.target.value })}
      />
    </Grid>
  );
});
