import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ORDER_METHODS, shippingZoneFor, type StoreProfile } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { Alert, Card, CardContent, CardHeader, Checkbox, Grid, Select, TextField } from '@atrium/ui';
import type { NewOrderValues } from './newOrderForm';

/**
 * Where the order goes and how it is paid: the rates of the customer's shipping zone (the store's
 * settings), the address lines its checkout asks for, the payment method and whether it is paid.
 */
export function OrderShippingCard({ store }: { store: StoreProfile }) {
  const { t } = useTranslation('ecommerce');
  const { money } = useStoreFormatters();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<NewOrderValues>();
  const customer = useWatch({ control, name: 'customer' });
  const zone = customer ? shippingZoneFor(store.shippingZones, customer.countryCode) : undefined;
  const line2 = store.checkout.addressLine2;
  const address = errors.shippingAddress;

  return (
    <Card>
      <CardHeader title={t('orders.new.shipping')} as="h2" />
      <CardContent style={{ display: 'grid', gap: '1rem' }}>
        {customer && !zone && (
          <Alert severity="warning">{t('orders.new.noZone', { country: customer.country })}</Alert>
        )}
        <Select
          label={t('orders.new.rate')}
          placeholder={t('orders.new.chooseRate')}
          disabled={!zone}
          options={(zone?.rates ?? []).map((r) => ({
            value: r.name,
            label: t('orders.new.rateOption', {
              name: r.name,
              price: money(r.price),
              min: r.minDays,
              max: r.maxDays,
            }),
          }))}
          error={errors.shippingRate?.message}
          {...register('shippingRate')}
        />
        <Grid $min="12rem" $gap={1}>
          <TextField
            label={t('address.line1')}
            error={address?.line1?.message}
            {...register('shippingAddress.line1')}
          />
          {line2 !== 'hidden' && (
            <TextField
              label={line2 === 'required' ? t('orders.new.line2') : t('address.line2')}
              error={address?.line2?.message}
              {...register('shippingAddress.line2')}
            />
          )}
          <TextField
            label={t('address.city')}
            error={address?.city?.message}
            {...register('shippingAddress.city')}
          />
          <TextField
            label={t('address.state')}
            error={address?.state?.message}
            {...register('shippingAddress.state')}
          />
          <TextField
            label={t('address.postcode')}
            error={address?.postcode?.message}
            {...register('shippingAddress.postcode')}
          />
        </Grid>
        <Grid $min="12rem" $gap={1}>
          <Select
            label={t('orders.new.method')}
            options={ORDER_METHODS.map((m) => ({
              value: m,
              label: m === 'paypalLogo' ? t('orders.method.paypal') : t('orders.method.mastercard'),
            }))}
            {...register('method')}
          />
          <Controller
            control={control}
            name="paid"
            render={({ field }) => (
              <Checkbox
                ref={field.ref}
                label={t('orders.new.paid')}
                description={t('orders.new.paidText')}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
              />
            )}
          />
        </Grid>
      </CardContent>
    </Card>
  );
}
