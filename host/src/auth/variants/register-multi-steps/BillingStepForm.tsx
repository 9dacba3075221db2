import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { USER_PLANS } from '@atrium/contracts';
import { useZodForm } from '@atrium/platform/forms';
import { Alert, Grid, TextField } from '@atrium/ui/core';
import { FormCheckbox, FormErrorAlert } from '@atrium/ui/forms';
import { AuthForm } from '../../AuthCard';
import { billingStepSchema, type BillingStep } from './multiStepsSchemas';
import { StepActions } from './StepActions';
import type { StepFormProps } from './AccountStepForm';

const PLAN_LABEL: Record<(typeof USER_PLANS)[number], string> = {
  basic: 'authDemo.planBasic',
  team: 'authDemo.planTeam',
  company: 'authDemo.planCompany',
  enterprise: 'authDemo.planEnterprise',
};

const Plans = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-block-end: 0.5rem;
    font-size: 0.8125rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    padding: 0.625rem 0.875rem;
    border: 1px solid ${({ theme }) => theme.palette.divider};
    border-radius: ${({ theme }) => theme.radius.md}px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.palette.primary.main};
  }
`;

/** Step 3: the plan, and a card unless it is the free one; the account is created from here. */
export function BillingStepForm({
  values,
  onNext,
  onBack,
  pending,
  serverError,
}: StepFormProps<BillingStep> & { pending: boolean; serverError?: string }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    watch,
    formState: { errors },
  } = useZodForm<BillingStep>(billingStepSchema, 'shell', { defaultValues: values });
  const free = watch('plan') === 'basic';
  return (
    <AuthForm onSubmit={handleSubmit(onNext)} noValidate>
      <FormErrorAlert error={serverError ? { message: serverError } : undefined} />
      <Plans>
        <legend>{t('authDemo.plan')}</legend>
        {USER_PLANS.map((plan) => (
          <label key={plan}>
            <input type="radio" value={plan} {...register('plan')} /> {t(PLAN_LABEL[plan])}
          </label>
        ))}
      </Plans>
      {free ? (
        <Alert severity="info">{t('authDemo.freePlan')}</Alert>
      ) : (
        <>
          <TextField
            label={t('authDemo.cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            error={errors.cardNumber?.message}
            {...register('cardNumber')}
          />
          <TextField
            label={t('authDemo.cardName')}
            autoComplete="cc-name"
            error={errors.cardName?.message}
            {...register('cardName')}
          />
          <Grid $min="8rem" $gap={1}>
            <TextField
              label={t('authDemo.cardExpiry')}
              autoComplete="cc-exp"
              dir="ltr"
              error={errors.cardExpiry?.message}
              {...register('cardExpiry')}
            />
            <TextField
              label={t('authDemo.cardCvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              dir="ltr"
              error={errors.cardCvv?.message}
              {...register('cardCvv')}
            />
          </Grid>
        </>
      )}
      <FormCheckbox control={control} name="terms" label={t('auth.terms')} />
      <StepActions onBack={onBack && (() => onBack(getValues()))} last pending={pending} />
    </AuthForm>
  );
}
