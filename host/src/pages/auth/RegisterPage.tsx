import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '@atrium/platform';
import { Button, HelperText, TextField } from '@atrium/ui/core';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: { username: '', email: '', password: '', terms: false },
  });
  const message = (m?: string) => (m ? t(m, { defaultValue: m }) : undefined);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerCall.mutateAsync({ ...values, terms: true });
      navigate('/', { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      let placed = false;
      for (const key of ['username', 'email', 'password', 'terms'] as const) {
        if (fields[key]?.[0]) {
          setError(key, { message: fields[key][0] });
          placed = true;
        }
      }
      if (!placed) setError('email', { message: error instanceof Error ? error.message : t('auth.failed') });
    }
  });

  return (
    <AuthCard title={t('auth.registerHeading')} subtitle={t('auth.registerSubtitle')}>
      <AuthForm onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.username')}
          autoComplete="username"
          autoFocus
          error={message(errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="email"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          helperText={t('auth.passwordHint')}
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <div>
          <label>
            <input
              type="checkbox"
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? 'terms-error' : undefined}
              {...register('terms')}
            />{' '}
            {t('auth.terms')}
          </label>
          {errors.terms && (
            <HelperText id="terms-error" $error role="alert">
              {message(errors.terms.message)}
            </HelperText>
          )}
        </div>
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
