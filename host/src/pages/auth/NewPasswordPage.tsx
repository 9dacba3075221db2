import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { IconChevronLeft } from '@tabler/icons-react';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { ApiError } from '@atrium/platform';
import { Alert, Button, TextField } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
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
  const form = useZodForm<NewPasswordForm>(newPasswordSchema, 'shell', {
    defaultValues: { email: params.get('email') ?? '', password: '', confirm: '' },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await reset.mutateAsync({ token, email, password });
      navigate('/login?notice=passwordChanged', { replace: true });
    } catch (error) {
      // A refused reset token is the link's problem, said above the form with a way to get a new one.
      if (error instanceof ApiError && error.fieldErrors.token) {
        setTokenRefused(true);
        return;
      }
      applyApiError(error, form);
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
        <FormErrorAlert error={errors.root?.server} />
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          autoFocus
          helperText={t('auth.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('auth.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirm?.message}
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
