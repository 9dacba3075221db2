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
 * Asks for a reset link: the API mails it (to the account's address only) and answers the same whether
 * or not the email has an account, so the page says the same either way.
 */
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
          {t('auth.linkSentText', { email: getValues('email') })}
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
