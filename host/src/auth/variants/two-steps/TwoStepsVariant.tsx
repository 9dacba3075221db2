import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, session } from '@atrium/platform';
import { Alert, Button, ButtonAnchor, CodeInput } from '@atrium/ui/core';
import { TWO_STEPS_CODE_LENGTH } from '@atrium/contracts';
import { sendTwoStepsCode, verifyTwoSteps } from '../../authCalls';
import { useSubmission } from '../../../standalone/useSubmission';
import { AuthCard, AuthFooter, AuthForm } from '../../AuthCard';
import { BackToLogin } from '../../BackToLogin';
import { useDocumentTitle } from '../../../app/useDocumentTitle';

/** The message of a failed call: the API's field or general message, else a generic one. */
function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.fieldErrors.code?.[0] ?? error.message;
  return fallback;
}

/**
 * The two-step verification demo, for the signed-in account: a code is mailed to its address on
 * arrival (the API never answers it), typed or pasted into six boxes, and checked by the API against
 * the account that asked for it. A visitor is asked to log in first.
 */
export default function TwoStepsVariant() {
  const { t } = useTranslation();
  useDocumentTitle(t('authDemo.twoStepsTitle'), t('authDemo.twoStepsSubtitle'));
  if (!session.isLoggedIn())
    return (
      <AuthCard title={t('authDemo.twoStepsTitle')} subtitle={t('authDemo.twoStepsSubtitle')}>
        <Alert severity="info" style={{ marginBlockEnd: '1.25rem' }}>
          {t('authDemo.signInFirst')}
        </Alert>
        <AuthFooter>
          <BackToLogin />
        </AuthFooter>
      </AuthCard>
    );
  return <TwoStepsForm />;
}

function TwoStepsForm() {
  const { t } = useTranslation();
  const sending = useSubmission(sendTwoStepsCode);
  const verifying = useSubmission(verifyTwoSteps);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { submit: send } = sending;

  const sendCode = useCallback(() => {
    setCode('');
    setError(undefined);
    send(undefined).catch((failure: unknown) => setError(messageOf(failure, t('auth.failed'))));
  }, [send, t]);
  useEffect(sendCode, [sendCode]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== TWO_STEPS_CODE_LENGTH) {
      setError(t('authDemo.codeIncomplete'));
      return;
    }
    const challenge = sending.data?.challenge;
    if (!challenge) return;
    try {
      await verifying.submit({ challenge, code });
    } catch (failure) {
      setError(messageOf(failure, t('auth.failed')));
    }
  };

  if (verifying.isSuccess)
    return (
      <AuthCard title={t('authDemo.twoStepsTitle')}>
        <Alert severity="success" title={t('authDemo.verified')} style={{ marginBlockEnd: '1.25rem' }}>
          {t('authDemo.verifiedText')}
        </Alert>
        <ButtonAnchor href="/">{t('authDemo.backToApp')}</ButtonAnchor>
      </AuthCard>
    );

  return (
    <AuthCard title={t('authDemo.twoStepsTitle')} subtitle={t('authDemo.twoStepsSubtitle')}>
      <Alert severity="info" style={{ marginBlockEnd: '1.25rem' }}>
        {sending.data ? t('authDemo.codeSent', { to: sending.data.sentTo }) : t('authDemo.sendingCode')}
      </Alert>
      <AuthForm onSubmit={onSubmit} noValidate>
        <CodeInput
          label={t('authDemo.codeLabel')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
          digitLabel={(position, length) => t('authDemo.digit', { position, length })}
          error={error}
          autoFocus
        />
        <Button type="submit" fullWidth loading={verifying.isPending} disabled={!sending.data}>
          {t('authDemo.verify')}
        </Button>
      </AuthForm>
      <AuthFooter>
        {t('authDemo.noCode')}{' '}
        <Button variant="text" size="sm" onClick={sendCode} disabled={sending.isPending}>
          {t('authDemo.resendCode')}
        </Button>
      </AuthFooter>
      <AuthFooter>
        <BackToLogin />
      </AuthFooter>
    </AuthCard>
  );
}
