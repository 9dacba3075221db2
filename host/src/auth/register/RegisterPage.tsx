import { useTranslation } from 'react-i18next';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Alert, Button } from '@atrium/ui/core';
import { FormCheckbox, FormErrorAlert } from '@atrium/ui/forms';
import { registerSchema, type RegisterForm } from '../authSchemas';
import { requestAccount } from '../authCalls';
import { useSubmission } from '../../standalone/useSubmission';
import { AuthCard, AuthFooter, AuthForm } from '../AuthCard';
import { AccountFields } from '../AccountFields';
import { useAuthFrame } from '../authFrame';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/**
 * Sign up: asks for a new account (the role the API gives newcomers). The API mails a link to confirm
 * the address, and answers alike whether or not the address has an account (so the page cannot say
 * it is taken); following the link creates the account, which then logs in. A taken username is said
 * at its field (usernames are public in the app).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  const { links } = useAuthFrame();
  useDocumentTitle(t('auth.registerTitle'), t('auth.registerSubtitle'));
  const registration = useSubmission(requestAccount);
  const form = useZodForm<RegisterForm>(registerSchema, 'shell', {
    defaultValues: { username: '', email: '', password: '', terms: false },
  });
  const {
    register,
    control,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registration.submit({ ...values, terms: true });
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <AuthCard title={t('auth.registerHeading')} subtitle={t('auth.registerSubtitle')}>
      {registration.isSuccess ? (
        <Alert severity="success" title={t('auth.confirmSent')}>
          {t('auth.confirmSentText', { email: getValues('email') })}
        </Alert>
      ) : (
        <AuthForm onSubmit={onSubmit} noValidate>
          <FormErrorAlert error={errors.root?.server} />
          <AccountFields register={register} errors={errors} autoFocus />
          <FormCheckbox control={control} name="terms" label={t('auth.terms')} />
          <Button type="submit" fullWidth loading={registration.isPending}>
            {t('auth.signUp')}
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        {t('auth.haveAccount')} <a href={links.login}>{t('auth.signInInstead')}</a>
      </AuthFooter>
    </AuthCard>
  );
}
