import { useTranslation } from 'react-i18next';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button } from '@atrium/ui/core';
import { FormCheckbox, FormErrorAlert } from '@atrium/ui/forms';
import { registerSchema, type RegisterForm } from '../authSchemas';
import { signUp } from '../authCalls';
import { useSubmission } from '../../standalone/useSubmission';
import { AuthCard, AuthFooter, AuthForm } from '../AuthCard';
import { AccountFields } from '../AccountFields';
import { useAuthFrame } from '../authFrame';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { loadDocument } from '../../app/loadDocument';

export interface RegisterPageProps {
  /** Leaves for the app once the account is created and signed in (a full navigation by default). */
  onSignedUp?: () => void;
}

/** Sign up: a new account (the role the API gives newcomers), signed in at once. */
export function RegisterPage({ onSignedUp = () => loadDocument('/') }: RegisterPageProps) {
  const { t } = useTranslation();
  const { links } = useAuthFrame();
  useDocumentTitle(t('auth.registerTitle'), t('auth.registerSubtitle'));
  const registration = useSubmission(signUp);
  const form = useZodForm<RegisterForm>(registerSchema, 'shell', {
    defaultValues: { username: '', email: '', password: '', terms: false },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.submit({ ...values, terms: true });
      onSignedUp();
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <AuthCard title={t('auth.registerHeading')} subtitle={t('auth.registerSubtitle')}>
      <AuthForm onSubmit={onSubmit} noValidate>
        <FormErrorAlert error={errors.root?.server} />
        <AccountFields register={register} errors={errors} autoFocus />
        <FormCheckbox control={control} name="terms" label={t('auth.terms')} />
        <Button type="submit" fullWidth loading={registration.isPending}>
          {t('auth.signUp')}
        </Button>
      </AuthForm>
      <AuthFooter>
        {t('auth.haveAccount')} <a href={links.login}>{t('auth.signInInstead')}</a>
      </AuthFooter>
    </AuthCard>
  );
}
