import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { IconChevronLeft } from '@tabler/icons-react';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Alert, Button, TextField } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
import { forgotPasswordSchema, type ForgotPasswordForm } from './authSchemas';
import { useForgotPassword } from './useAuthCalls';
import { AuthCard, AuthFooter, AuthForm } from './AuthCard';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ChromeProviders } from '../../app/ChromeProviders';

/**
 * The new-password page with the reset token. A real API sends this link by e-mail and answers no token;
 * the mock API, which has no mail server, answers the token instead.
 */
function resetLink(token: string | undefined, email: string): string {
  const query = new URLSearchParams({ email });
  if (token) query.set('token', token);
  return `/new-password?${query.toString()}`;
}

/** Asks for a reset link; answers the same whether or not the email has an account. */
export default function ForgotPasswordPage() {
  return (
    <ChromeProviders>
      <ForgotPasswordPageContent />
    </ChromeProviders>
  );
}

function ForgotPasswordPageContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotTitle'));
  const forgot = useForgotPassword();
  const form = useZodForm<ForgotPasswordForm>(forgotPasswordSchema, 'shell', {
    defaultValues: { email: '' },
  });
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <AuthCard title={t('auth.forgotHeading')} subtitle={t('auth.forgotSubtitle')}>
      {forgot.isSuccess ? (
        <Alert severity="success" title={t('auth.linkSent')}>
          {t('auth.linkSentText', { email: getValues('email') })}{' '}
          <Link to={resetLink(forgot.data?.resetToken, getValues('email'))}>{t('auth.setNewPassword')}</Link>
        </Alert>
      ) : (
        <AuthForm onSubmit={onSubmit} noValidate>
          <FormErrorAlert error={errors.root?.server} />
          <TextField
            label={t('login.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            {t('auth.sendLink')}
          </Button>
        </AuthForm>
      )}
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
