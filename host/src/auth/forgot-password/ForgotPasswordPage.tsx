import { useTranslation } from 'react-i18next';
import { applyApiError, useZodForm } from '@atrium/platform/forms';
import { Alert, Button, TextField } from '@atrium/ui/core';
import { FormErrorAlert } from '@atrium/ui/forms';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../authSchemas';
import { requestPasswordReset } from '../authCalls';
import { useSubmission } from '../../standalone/useSubmission';
import { AuthCard, AuthFooter, AuthForm } from '../AuthCard';
import { BackToLogin } from '../BackToLogin';
import { useDocumentTitle } from '../../app/useDocumentTitle';

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
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgotTitle'), t('auth.forgotSubtitle'));
  const request = useSubmission(requestPasswordReset);
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
      await request.submit(values);
    } catch (error) {
      applyApiError(error, form);
    }
  });

  return (
    <AuthCard title={t('auth.forgotHeading')} subtitle={t('auth.forgotSubtitle')}>
      {request.isSuccess ? (
        <Alert severity="success" title={t('auth.linkSent')}>
          {t('auth.linkSentText', { email: getValues('email') })}{' '}
          <a href={resetLink(request.data?.resetToken, getValues('email'))}>{t('auth.setNewPassword')}</a>
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
          <Button type="submit" fullWidth loading={request.isPending}>
            {t('auth.sendLink')}
          </Button>
        </AuthForm>
      )}
      <AuthFooter>
        <BackToLogin />
      </AuthFooter>
    </AuthCard>
  );
}
