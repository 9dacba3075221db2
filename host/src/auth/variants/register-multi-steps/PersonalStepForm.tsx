import { useTranslation } from 'react-i18next';
import { useZodForm } from '@atrium/platform/forms';
import { Grid, Select, TextField } from '@atrium/ui/core';
import { AuthForm } from '../../AuthCard';
import { personalStepSchema, type PersonalStep } from './multiStepsSchemas';
import { StepActions } from './StepActions';
import type { StepFormProps } from './AccountStepForm';

/** The countries offered (their names as the API stores them). */
const COUNTRIES = [
  'Australia',
  'Brazil',
  'Canada',
  'France',
  'Germany',
  'India',
  'Japan',
  'Morocco',
  'United Kingdom',
  'United States',
];

/** Step 2: who the person is and where (name, mobile, address, country). */
export function PersonalStepForm({ values, onNext, onBack }: StepFormProps<PersonalStep>) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useZodForm<PersonalStep>(personalStepSchema, 'shell', { defaultValues: values });
  return (
    <AuthForm onSubmit={handleSubmit(onNext)} noValidate>
      <Grid $min="10rem" $gap={1}>
        <TextField
          label={t('authDemo.firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <TextField
          label={t('authDemo.lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </Grid>
      <TextField
        label={t('authDemo.mobile')}
        type="tel"
        autoComplete="tel"
        dir="ltr"
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      <TextField
        label={t('authDemo.address')}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <Select
        label={t('authDemo.country')}
        placeholder={t('authDemo.chooseCountry')}
        options={COUNTRIES.map((name) => ({ value: name, label: name }))}
        error={errors.country?.message}
        {...register('country')}
      />
      <StepActions onBack={onBack && (() => onBack(getValues()))} />
    </AuthForm>
  );
}
