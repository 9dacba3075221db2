import { useTranslation } from 'react-i18next';
import { IconChevronLeft } from '@tabler/icons-react';
import { useAuthFrame } from './authFrame';

/** The "Back to login" link under the password pages' forms. */
export function BackToLogin() {
  const { t } = useTranslation();
  return (
    <a href={useAuthFrame().links.login}>
      <IconChevronLeft
        size={16}
        className="flip-rtl"
        aria-hidden="true"
        style={{ verticalAlign: 'middle' }}
      />{' '}
      {t('auth.backToLogin')}
    </a>
  );
}
