import { useTranslation } from 'react-i18next';
import { session } from '@atrium/platform';
import { RegisterPage } from '../register/RegisterPage';
import { AlreadySignedIn } from './AlreadySignedIn';

/** The sign-up demo: the real sign-up form; it signs the new account in, so only for visitors. */
export default function RegisterVariant() {
  const { t } = useTranslation();
  if (session.isLoggedIn()) return <AlreadySignedIn title={t('auth.registerHeading')} />;
  return <RegisterPage />;
}
