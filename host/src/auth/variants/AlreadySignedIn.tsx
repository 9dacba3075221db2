import { useTranslation } from 'react-i18next';
import { session } from '@atrium/platform';
import { Alert, ButtonAnchor } from '@atrium/ui/core';
import { AuthCard } from '../AuthCard';

/**
 * What the sign-in and sign-up demos show someone already signed in: submitting them would replace
 * that session, so they say so and lead back to the app instead.
 */
export function AlreadySignedIn({ title }: { title: string }) {
  const { t } = useTranslation();
  const user = session.get().userData;
  return (
    <AuthCard title={title}>
      <Alert severity="info" title={t('authDemo.alreadySignedIn')} style={{ marginBlockEnd: '1.25rem' }}>
        {t('authDemo.alreadySignedInText', { name: user?.fullName || user?.email || '' })}
      </Alert>
      <ButtonAnchor href="/">{t('authDemo.backToApp')}</ButtonAnchor>
    </AuthCard>
  );
}
