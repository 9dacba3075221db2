import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { ApiError } from '@atrium/platform';
import { Alert, Button, TextField } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
import { newPasswordSchema, type NewPasswordForm } from '../authSchemas';
import { resetPassword } from '../authCalls';
import { useSubmission } from '../../standalone/useSubmission';
import { AuthCard, AuthFooter, AuthForm } from '../AuthCard';
import { BackToLogin } from '../BackToLogin';
import { useAuthFrame } from '../authFrame';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { loadDocument } from '../../app/loadDocument';

export interface NewPasswordPageProps {
  /** The page's query: the reset link's `token` and `email` (default: this document's). */
  search?: string;
  /** Leaves for `url` once the password is set (a full navigation by default). */
  leave?: (url: string) => void;
}

/** Sets a new password, then sends the visitor to log in with it. */
export function NewPasswordPage({
  search = window.location.search,
  leave = loadDocument,
}: NewPasswordPageProps) {
  const { t } = useTranslation();
  const { links } = useAuthFrame();
  useDocumentTitle(t('auth.newPasswordTitle'), t('auth.newPasswordSubtitle'));
  const [params] = useState(() => new URLSearchParams(search));
  // The reset link's token (from forgot-password): it is what lets the API set this account's password.
  const token = params.get('token') ?? '';
  const reset = useSubmission(resetPassword);
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
      await reset.submit({ token, email, password });
      leave('/login?notice=passwordChanged');
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
          {t('auth.resetLinkInvalidText')} <a href={links.forgotPassword}>{t('auth.requestNewLink')}</a>
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
        <BackToLogin />
      </AuthFooter>
    </AuthCard>
  );
}
