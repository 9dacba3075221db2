import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { useZodForm } from '@atrium/platform/forms';
import { Button, TextField } from '@atrium/ui/core';

const required = (key: string, min: number) => z.string().check(z.trim(), z.minLength(min, key));

// Messages are shell translation keys (the payment page's address messages); the API checks the same.
export const deliveryAddressSchema = z.object({
  fullName: required('checkout.errors.nameRequired', 2),
  line1: required('payment.errors.line1Required', 3),
  city: required('payment.errors.cityRequired', 2),
  postcode: required('payment.errors.postcodeRequired', 2),
  country: required('payment.errors.countryRequired', 2),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

export const EMPTY_ADDRESS: DeliveryAddress = {
  fullName: '',
  line1: '',
  city: '',
  postcode: '',
  country: '',
};

const Form = styled.form`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  .wide,
  .actions {
    grid-column: 1 / -1;
  }
  .actions {
    display: flex;
    gap: 0.75rem;
  }
`;

/** Where to deliver: checked before the next step. */
export function AddressStep({
  address,
  onBack,
  onNext,
}: {
  address: DeliveryAddress;
  onBack: () => void;
  onNext: (address: DeliveryAddress) => void;
}) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<DeliveryAddress>(deliveryAddressSchema, 'shell', { defaultValues: address });
  return (
    <Form onSubmit={handleSubmit(onNext)} noValidate>
      <TextField
        className="wide"
        label={t('checkout.fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        className="wide"
        label={t('payment.line1')}
        autoComplete="address-line1"
        error={errors.line1?.message}
        {...register('line1')}
      />
      <TextField
        label={t('payment.city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <TextField
        label={t('payment.postcode')}
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register('postcode')}
      />
      <TextField
        label={t('payment.country')}
        autoComplete="country-name"
        error={errors.country?.message}
        {...register('country')}
      />
      <div className="actions">
        <Button variant="tonal" onClick={onBack}>
          {t('checkout.back')}
        </Button>
        <Button type="submit">{t('checkout.continue')}</Button>
      </div>
    </Form>
  );
}
