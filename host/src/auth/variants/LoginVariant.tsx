import { useTranslation } from 'react-i18next';
import { session } from '@atrium/platform';
import { LoginPage } from '../login/LoginPage';
import { leaveAfterSignIn } from '../leaveAfterSignIn';
import { authDocumentOptions } from '../authDocumentOptions';
import { AlreadySignedIn } from './AlreadySignedIn';

const onSignedIn = (to: string) => void leaveAfterSignIn(to, authDocumentOptions);

/** The login demo: the real login form; it signs in only when nobody is signed in. */
export default function LoginVariant() {
  const { t } = useTranslation();
  if (session.isLoggedIn()) return <AlreadySignedIn title={t('login.welcome')} />;
  return <LoginPage redirectTo="/" onSignedIn={onSignedIn} />;
}
