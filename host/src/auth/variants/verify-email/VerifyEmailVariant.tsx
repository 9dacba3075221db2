import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, session } from '@atrium/platform';
import type { VerifyEmailResendResponse } from '@atrium/contracts';
import { Alert, Button, ButtonAnchor } from '@atrium/ui/core';
import { resendVerificationEmail } from '../../authCalls';
import { useSubmission } from '../../../standalone/useSubmission';
import { AuthCard, AuthFooter } from '../../AuthCard';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { useCountdown } from './useCountdown';

/** The address the demo speaks of: the signed-in user's, else `?email=`, else an example. */
function addressToVerify(search: string): string {
  return session.get().userData?.email ?? new URLSearchParams(search).get('email') ?? 'hello@example.com';
}

/**
 * The verify-email demo: the activation link is "on its way"; "Resend" asks the API again, then waits
 * out its cooldown (a countdown, the button disabled until it ends). Asked too early, the API answers
 * 429 with the seconds left, which the countdown takes up.
 */
export default function VerifyEmailVariant({ search = window.location.search }: { search?: string }) {
  const { t } = useTranslation();
  const [email] = useState(() => addressToVerify(search));
  const subtitle = t('authDemo.verifyEmailSubtitle', { email });
  useDocumentTitle(t('authDemo.verifyEmailTitle'), subtitle);
  const resend = useSubmission(resendVerificationEmail);
  const countdown = useCountdown();
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string }>();

  const onResend = async () => {
    setNotice(undefined);
    try {
      const answer = await resend.submit({ email });
      setNotice({ severity: 'success', text: answer.message });
      countdown.start(answer.retryAfterSeconds);
    } catch (error) {
      const body = error instanceof ApiError ? (error.body as Partial<VerifyEmailResendResponse>) : {};
      setNotice({ severity: 'error', text: body?.message ?? t('auth.failed') });
      if (body?.retryAfterSeconds) countdown.start(body.retryAfterSeconds);
    }
  };
  const waiting = countdown.seconds > 0;

  return (
    <AuthCard title={t('authDemo.verifyEmailTitle')} subtitle={subtitle}>
      {notice && (
        <Alert severity={notice.severity} role="status" style={{ marginBlockEnd: '1.25rem' }}>
          {notice.text}
        </Alert>
      )}
      <ButtonAnchor href="/">{t('authDemo.skip')}</ButtonAnchor>
      <AuthFooter>
        {t('authDemo.noEmail')}{' '}
        <Button
          variant="text"
          size="sm"
          onClick={onResend}
          loading={resend.isPending}
          disabled={waiting || resend.isPending}
        >
          {waiting ? t('authDemo.resendIn', { seconds: countdown.seconds }) : t('authDemo.resendEmail')}
        </Button>
      </AuthFooter>
    </AuthCard>
  );
}
