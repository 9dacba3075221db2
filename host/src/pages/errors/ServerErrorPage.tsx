import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSession } from '@atrium/platform';
import { Button } from '@atrium/ui/core';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { BlankLayout } from '../../layouts/BlankLayout';
import { MiscPage } from './MiscPage';
import { loadDocument } from '../../app/loadDocument';
import { signOut } from '../../app/signOut';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

/** The 500 screen's content: shown in place of an area page that threw, or as a page of its own. */
export function ServerErrorContent({ onRetry, page = false }: { onRetry?: () => void; page?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSession().accessToken !== null;
  useDocumentTitle(t('errors.serverErrorTitle'));
  return (
    <MiscPage
      code="500"
      heading={t('errors.serverErrorHeading')}
      text={t('errors.serverErrorText')}
      role="alert"
      page={page}
    >
      <Actions>
        {onRetry ? (
          <Button onClick={onRetry}>{t('retry')}</Button>
        ) : (
          <Button onClick={() => loadDocument('/')}>{t('backToHome')}</Button>
        )}
        {/* Whatever is stored, a user can always get out: nothing can trap them on this page. */}
        {signedIn && (
          <Button variant="outlined" onClick={() => signOut()}>
            {t('navbar.logout')}
          </Button>
        )}
      </Actions>
    </MiscPage>
  );
}

/** The router's error element: anything the shell itself failed to render. */
export function ServerErrorPage() {
  return (
    <BlankLayout>
      <ServerErrorContent page />
    </BlankLayout>
  );
}
