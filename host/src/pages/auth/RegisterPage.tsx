import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Button, TextField } from '@atrium/ui/core';
import { FormCheckbox, FormErrorAlert } from '@atrium/ui/forms';
import { registerSchema, type RegisterForm } from './authSchemas';
import { useRegister } from './useAuthCalls';
import { AuthCard, AuthFooter, AuthForm } from './AuthCard';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ChromeProviders } from '../../app/ChromeProviders';

/** Sign up: a new account with the "user" role, signed in at once. */
export default function RegisterPage() {
  return (
    <ChromeProviders>
      <RegisterPageContent />
    </ChromeProviders>
  );
}

function RegisterPageContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.registerTitle'));
  const navigate = useNavigate();
  const registerCall = useRegister();
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
      await registerCall.mutateAsync({ ...values, terms: true });
      navigate('/', { replace: true });
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <AuthCard title={t('auth.registerHeading')} subtitle={t('auth.registerSubtitle')}>
      <AuthForm onSubmit={onSubmit} noValidate>
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoFocus
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          helperText={t('auth.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <FormCheckbox control={control} name="terms" label={t('auth.terms')} />
        <Button type="submit" fullWidth loading={registerCall.isPending}>
          {t('auth.signUp')}
        </Button>
      </AuthForm>
      <AuthFooter>
        {t('auth.haveAccount')} <Link to="/login">{t('auth.signInInstead')}</Link>
      </AuthFooter>
    </AuthCard>
  );
}
