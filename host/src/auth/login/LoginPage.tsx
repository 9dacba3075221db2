import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '@atrium/platform';
import { Alert, Button, TextField } from '@atrium/ui/core';
import { loginRules, type LoginForm } from './loginSchema';
import { confirmEmail, signIn } from '../authCalls';
import { useSubmission } from '../../standalone/useSubmission';
import { AuthCard, AuthFooter } from '../AuthCard';
import { useAuthFrame } from '../authFrame';
import { useDocumentTitle } from '../../app/useDocumentTitle';

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  font-size: 0.9375rem;
`;

export interface LoginPageProps {
  /** Where to go once signed in (already checked to be a path on this site). */
  redirectTo: string;
  /** A translation key of a message to show above the form (e.g. after a password reset). */
  notice?: string;
  /** Leaves the login page for `to`: the login page is a document of its own, so a full navigation. */
  onSignedIn: (to: string) => void;
  /** The token of a sign-up's confirmation link (`/login?verify=…`): confirmed on arrival. */
  verifyToken?: string;
}

type Confirmation =
  { state: 'pending' } | { state: 'done'; newAddress: boolean } | { state: 'failed'; message: string };

/**
 * Confirms an address once (the link's token works once): a sign-up's, or an account's new sign-in
 * address; says how it went, and the address confirmed fills the form.
 */
function useConfirmation(token: string | undefined, fillEmail: (email: string) => void, failed: string) {
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(
    token ? { state: 'pending' } : undefined,
  );
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmail({ token })
      .then(({ email, confirmed }) => {
        fillEmail(email);
        setConfirmation({ state: 'done', newAddress: confirmed === 'newAddress' });
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? (error.fieldErrors.token?.[0] ?? error.message) : failed;
        setConfirmation({ state: 'failed', message });
      });
  }, [token, fillEmail, failed]);
  return confirmation;
}

/**
 * The login form. It renders outside the app's router: the login page is a standalone
 * document (see ../startAuthPage.tsx), so its links are plain links.
 */
export function LoginPage({ redirectTo, notice, onSignedIn, verifyToken }: LoginPageProps) {
  const { t } = useTranslation();
  const { links } = useAuthFrame();
  useDocumentTitle(t('login.title'), t('login.subtitle'));
  const { submit: login, isPending } = useSubmission(signIn);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = useForm<LoginForm>({ defaultValues: { email: '', password: '' } });
  const confirmation = useConfirmation(verifyToken, (email) => setValue('email', email), t('auth.failed'));

  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      await login({ email, password });
      onSignedIn(redirectTo);
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
      const message = fieldErrors.email?.[0] ?? fieldErrors.password?.[0];
      setError('email', { message: message ?? t('login.failed') });
    }
  });

  const fieldError = (message?: string) => (message ? t(message, { defaultValue: message }) : undefined);

  return (
    <AuthCard title={t('login.welcome')} subtitle={t('login.subtitle')}>
      {notice && (
        <Alert severity="success" style={{ marginBlockEnd: '1rem' }}>
          {t(notice)}
        </Alert>
      )}
      {confirmation?.state === 'done' && (
        <Alert severity="success" role="status" style={{ marginBlockEnd: '1rem' }}>
          {t(confirmation.newAddress ? 'auth.newAddressConfirmed' : 'auth.emailConfirmed')}
        </Alert>
      )}
      {confirmation?.state === 'failed' && (
        <Alert severity="error" title={t('auth.confirmFailed')} style={{ marginBlockEnd: '1rem' }}>
          {confirmation.message}
        </Alert>
      )}
      <Alert severity="info" title={t('login.demoAccounts')} style={{ marginBlockEnd: '1.25rem' }}>
        <div>{t('login.demoAdmin')}</div>
        <div>{t('login.demoClient')}</div>
      </Alert>
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          error={fieldError(errors.email?.message)}
          {...register('email', loginRules.email)}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...register('password', loginRules.password)}
        />
        <Row>
          <label>
            <input type="checkbox" {...register('remember')} /> {t('login.rememberMe')}
          </label>
          <a href={links.forgotPassword}>{t('login.forgotPassword')}</a>
        </Row>
        <Button type="submit" fullWidth loading={isPending}>
          {t('login.submit')}
        </Button>
      </Form>
      <AuthFooter>
        {t('login.newHere')} <a href={links.register}>{t('login.createAccount')}</a>
      </AuthFooter>
    </AuthCard>
  );
}
