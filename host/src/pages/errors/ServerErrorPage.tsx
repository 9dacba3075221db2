import { useTranslation } from 'react-i18next';
import { Button } from '@atrium/ui/core';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { BlankLayout } from '../../layouts/BlankLayout';
import { MiscPage } from './MiscPage';

/** The 500 screen's content: shown in place of an area page that threw. */
export function ServerErrorContent({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.serverErrorTitle'));
  return (
    <MiscPage
      code="500"
      heading={t('errors.serverErrorHeading')}
      text={t('errors.serverErrorText')}
      role="alert"
    >
      {onRetry ? (
        <Button onClick={onRetry}>{t('retry')}</Button>
      ) : (
        <Button onClick={() => location.assign('/')}>{t('backToHome')}</Button>
      )}
    </MiscPage>
  );
}

/** The router's error element: anything the shell itself failed to render. */
export function ServerErrorPage() {
  return (
    <BlankLayout>
      <ServerErrorContent />
    </BlankLayout>
  );
}
