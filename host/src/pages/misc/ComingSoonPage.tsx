import { useZodForm } from '@atrium/platform/forms';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { api, ApiError } from '@atrium/platform';
import type { LaunchSubscription, MessageResponse } from '@atrium/contracts';
import { Button, TextField, toast } from '@atrium/ui';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../../auth/authSchemas';
import { MiscPage } from '../errors/MiscPage';
import { HomeButton } from '../errors/HomeButton';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ChromeProviders } from '../../app/ChromeProviders';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: start;
  justify-content: center;
  margin-block-end: 1rem;
`;

/** A feature on its way: leave an email to hear when it ships. */
export default function ComingSoonPage() {
  return (
    <ChromeProviders>
      <ComingSoonContent />
    </ChromeProviders>
  );
}

function ComingSoonContent() {
  const { t } = useTranslation();
  useDocumentTitle(t('misc.comingSoonTitle'));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm<ForgotPasswordForm>(forgotPasswordSchema, 'shell', { defaultValues: { email: '' } });
  // Said done once the API has kept the address; a refusal (too many, a bad address) at the field.
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await api<MessageResponse>('/api/front/launch-subscriptions', {
        method: 'POST',
        body: { email } satisfies LaunchSubscription,
      });
      toast.success(t('misc.notifyConfirmed', { email }));
      reset();
    } catch (error) {
      setError('email', { message: error instanceof ApiError ? error.message : t('misc.notifyFailed') });
    }
  });
  return (
    <MiscPage page heading={t('misc.comingSoonHeading')} text={t('misc.comingSoonText')}>
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          aria-label={t('login.email')}
          placeholder={t('misc.emailPlaceholder')}
          type="email"
          error={errors.email?.message}
          {...register('email')}
          style={{ minInlineSize: '16rem' }}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('misc.notify')}
        </Button>
      </Form>
      <HomeButton />
    </MiscPage>
  );
}
