import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Controller } from 'react-hook-form';
import type { FrontPlanId, PaymentResponse } from '@atrium/contracts';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, CardNumberField, TextField, describeCardNumber } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
import { normalizeExpiry, paymentSchema, type PaymentForm as PaymentValues } from './paymentSchema';
import type { PaymentPeriod } from './paymentPlan';
import { payForPlan } from '../frontCalls';
import { useSubmission } from '../../standalone/useSubmission';

const Form = styled.form`
  display: grid;
  gap: 1rem;
  fieldset {
    display: grid;
    gap: 1rem;
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-block-end: 0.75rem;
    padding: 0;
    font-size: 1.125rem;
    font-weight: 600;
  }
  .wide {
    grid-column: 1 / -1;
  }
`;

const EMPTY: PaymentValues = {
  cardNumber: '',
  expiry: '',
  cvc: '',
  name: '',
  address: { line1: '', city: '', postcode: '', country: '' },
};

/** The card and the billing address, checked here and by POST /api/front/payments. */
export function PaymentForm({
  plan,
  period,
  amount,
  onPaid,
}: {
  plan: FrontPlanId;
  period: PaymentPeriod;
  /** The amount as shown (formatted), for the button. */
  amount: string;
  onPaid: (payment: PaymentResponse) => void;
}) {
  const { t } = useTranslation();
  const paying = useSubmission(payForPlan);
  const form = useZodForm<PaymentValues>(paymentSchema, 'shell', { defaultValues: EMPTY });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = form;
  const cvcLength = describeCardNumber(watch('cardNumber')).brand?.cvcLength ?? 3;

  const onSubmit = handleSubmit(async (values) => {
    try {
      onPaid(await paying.submit({ ...values, expiry: normalizeExpiry(values.expiry), plan, period }));
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <FormErrorAlert error={errors.root?.server} />
      <fieldset>
        <legend>{t('payment.card')}</legend>
        <Controller
          control={control}
          name="cardNumber"
          render={({ field }) => (
            <CardNumberField
              className="wide"
              label={t('payment.cardNumber')}
              error={errors.cardNumber?.message}
              {...field}
            />
          )}
        />
        <TextField
          label={t('payment.expiry')}
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          dir="ltr"
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          label={t('payment.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          dir="ltr"
          helperText={t('payment.cvcHint', { n: cvcLength })}
          error={errors.cvc?.message}
          {...register('cvc')}
        />
        <TextField
          className="wide"
          label={t('payment.name')}
          autoComplete="cc-name"
          error={errors.name?.message}
          {...register('name')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('payment.address')}</legend>
        <TextField
          className="wide"
          label={t('payment.line1')}
          autoComplete="address-line1"
          error={errors.address?.line1?.message}
          {...register('address.line1')}
        />
        <TextField
          label={t('payment.city')}
          autoComplete="address-level2"
          error={errors.address?.city?.message}
          {...register('address.city')}
        />
        <TextField
          label={t('payment.postcode')}
          autoComplete="postal-code"
          error={errors.address?.postcode?.message}
          {...register('address.postcode')}
        />
        <TextField
          label={t('payment.country')}
          autoComplete="country-name"
          error={errors.address?.country?.message}
          {...register('address.country')}
        />
      </fieldset>
      <Button type="submit" size="lg" loading={paying.isPending}>
        {t('payment.pay', { amount })}
      </Button>
    </Form>
  );
}
