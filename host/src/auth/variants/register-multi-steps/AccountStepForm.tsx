import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodForm } from '@atrium/platform/forms';
import { TextField } from '@atrium/ui/core';
import { AuthForm } from '../../AuthCard';
import { AccountFields } from '../../AccountFields';
import { accountStepSchema, type AccountStep } from './multiStepsSchemas';
import { StepActions } from './StepActions';

export interface StepFormProps<T> {
  values: T;
  onNext: (values: T) => void;
  onBack?: (values: T) => void;
}

/** Step 1: the account (username, email, password twice). */
export function AccountStepForm({
  values,
  onNext,
  serverErrors,
}: StepFormProps<AccountStep> & { serverErrors?: Record<string, string[]> }) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useZodForm<AccountStep>(accountStepSchema, 'shell', { defaultValues: values });
  // The API refused the account at the end (a taken username or email): said at the field here.
  useEffect(() => {
    for (const field of ['username', 'email'] as const) {
      const message = serverErrors?.[field]?.[0];
      if (message) setError(field, { message }, { shouldFocus: true });
    }
  }, [serverErrors, setError]);
  return (
    <AuthForm onSubmit={handleSubmit(onNext)} noValidate>
      <AccountFields register={register} errors={errors} />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <StepActions />
    </AuthForm>
  );
}
