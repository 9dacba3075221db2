import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { IconChevronLeft } from '@tabler/icons-react';
import { ApiError } from '@atrium/platform';
import { Alert, Button, TextField } from '@atrium/ui/core';
import { newPasswordSchema, type NewPasswordForm } from './authSchemas';
import { useResetPassword } from './useAuthCalls';
import { AuthCard, AuthFooter, AuthForm } from './AuthCard';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ChromeProviders } from '../../app/ChromeProviders';

/** Sets a new password, then sends the visitor to log in with it. */
export default function NewPasswordPage() {
  return (
    <ChromeProviders>
      <NewPasswordPageContent />
    </ChromeProviders>
  );
}

function NewPasswordPageContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.newPasswordTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The reset link's token (from forgot-password): it is what lets the API set this account's password.
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const [tokenRefused, setTokenRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { email: params.get('email') ?? '', password: '', confirm: '' },
  });
  const message = (m?: string) => (m ? t(m, { defaultValue: m }) : undefined);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await reset.mutateAsync({ token, email, password });
      navigate('/login?notice=passwordChanged', { replace: true });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.token) {
        setTokenRefused(true);
        return;
      }
      setError(fields.password ? 'password' : 'email', {
        message:
          fields.password?.[0] ??
          fields.email?.[0] ??
          (error instanceof Error ? error.message : t('auth.failed')),
      });
    }
  });
  const linkProblem = !token || tokenRefused;

  return (
    <AuthCard title={t('auth.newPasswordHeading')} subtitle={t('auth.newPasswordSubtitle')}>
      {linkProblem && (
        <Alert severity="error" title={t('auth.resetLinkInvalid')} style={{ marginBlockEnd: '1rem' }}>
          {t('auth.resetLinkInvalidText')} <Link to="/forgot-password">{t('auth.requestNewLink')}</Link>
        </Alert>
      )}
      <AuthForm onSubmit={onSubmit} noValidate>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          error={message(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          helperText={t('auth.passwordHint')}
          error={message(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={message(errors.confirm?.message)}
          {...register('confirm')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} disabled={!token}>
          {t('auth.setNewPassword')}
        </Button>
      </AuthForm>
      <AuthFooter>
        <Link to="/login">
          <IconChevronLeft
            size={16}
            className="flip-rtl"
            aria-hidden="true"
            style={{ verticalAlign: 'middle' }}
          />{' '}
          {t('auth.backToLogin')}
        </Link>
      </AuthFooter>
    </AuthCard>
  );
}
