import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MiscPage } from './MiscPage';
import { HomeButton } from './HomeButton';

export default function NotAuthorizedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notAuthorizedTitle'));
  return (
    <MiscPage page code="401" heading={t('errors.notAuthorizedHeading')} text={t('errors.notAuthorizedText')}>
      <HomeButton />
    </MiscPage>
  );
}
