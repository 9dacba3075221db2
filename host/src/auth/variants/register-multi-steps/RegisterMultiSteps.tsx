import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, session } from '@atrium/platform';
import { Alert, ButtonAnchor, Stepper } from '@atrium/ui/core';
import { requestAccount } from '../../authCalls';
import { useSubmission } from '../../../standalone/useSubmission';
import { AuthCard, AuthFooter } from '../../AuthCard';
import { useAuthFrame } from '../../authFrame';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { AlreadySignedIn } from '../AlreadySignedIn';
import { AccountStepForm } from './AccountStepForm';
import { PersonalStepForm } from './PersonalStepForm';
import { BillingStepForm } from './BillingStepForm';
import { EMPTY_VALUES, type MultiStepsValues } from './multiStepsSchemas';

/** The account's fields the API may refuse (taken): they are on the first step. */
const ACCOUNT_STEP = 0;

/**
 * The multi-step sign-up: account, personal details, billing, each step checked before the next, the
 * values kept going back and forth. It creates the account through the real register call without
 * signing anyone in or out; the new account then logs in.
 */
export default function RegisterMultiSteps() {
  const { t } = useTranslation();
  const { links } = useAuthFrame();
  useDocumentTitle(t('authDemo.multiTitle'), t('authDemo.multiSubtitle'));
  const [values, setValues] = useState<MultiStepsValues>(EMPTY_VALUES);
  const [step, setStep] = useState(0);
  const [reached, setReached] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>();
  const [serverError, setServerError] = useState<string>();
  const creation = useSubmission(requestAccount);

  if (session.isLoggedIn() && !creation.isSuccess)
    return <AlreadySignedIn title={t('authDemo.multiTitle')} />;

  const steps = [
    { id: 'account', title: t('authDemo.stepAccount'), subtitle: t('authDemo.stepAccountText') },
    { id: 'personal', title: t('authDemo.stepPersonal'), subtitle: t('authDemo.stepPersonalText') },
    { id: 'billing', title: t('authDemo.stepBilling'), subtitle: t('authDemo.stepBillingText') },
  ];
  const keep = (part: Partial<MultiStepsValues>) => setValues((current) => ({ ...current, ...part }));
  const next = (part: Partial<MultiStepsValues>) => {
    keep(part);
    setStep(step + 1);
    setReached(Math.max(reached, step + 1));
  };
  const back = (part: Partial<MultiStepsValues>) => {
    keep(part);
    setStep(step - 1);
  };

  const create = async (part: Partial<MultiStepsValues>) => {
    const all = { ...values, ...part };
    keep(part);
    setServerError(undefined);
    try {
      await creation.submit({
        username: all.username,
        email: all.email,
        password: all.password,
        terms: true,
        firstName: all.firstName,
        lastName: all.lastName,
        mobile: all.mobile,
        address: all.address,
        country: all.country,
        plan: all.plan,
      });
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      if (fields.username || fields.email) {
        setServerErrors(fields);
        setStep(ACCOUNT_STEP);
      } else setServerError(error instanceof Error ? error.message : t('auth.failed'));
    }
  };

  if (creation.isSuccess)
    return (
      <AuthCard title={t('authDemo.multiTitle')}>
        <Alert severity="success" title={t('authDemo.checkInbox')} style={{ marginBlockEnd: '1.25rem' }}>
          {t('authDemo.confirmSent', { email: values.email })}
        </Alert>
        <ButtonAnchor href={links.login}>{t('login.submit')}</ButtonAnchor>
      </AuthCard>
    );

  return (
    <AuthCard title={t('authDemo.multiTitle')} subtitle={t('authDemo.multiSubtitle')}>
      <Stepper
        aria-label={t('authDemo.stepsLabel')}
        steps={steps}
        activeStep={step}
        reachedStep={reached}
        variant="numbered"
        style={{ marginBlockEnd: '1.5rem' }}
      />
      {step === 0 && <AccountStepForm values={values} onNext={next} serverErrors={serverErrors} />}
      {step === 1 && <PersonalStepForm values={values} onNext={next} onBack={back} />}
      {step === 2 && (
        <BillingStepForm
          values={values}
          onNext={create}
          onBack={back}
          pending={creation.isPending}
          serverError={serverError}
        />
      )}
      <AuthFooter>
        {t('auth.haveAccount')} <a href={links.login}>{t('auth.signInInstead')}</a>
      </AuthFooter>
    </AuthCard>
  );
}
