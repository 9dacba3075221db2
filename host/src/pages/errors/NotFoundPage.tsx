import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MiscPage } from './MiscPage';
import { HomeButton } from './HomeButton';

export default function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return (
    <MiscPage page code="404" heading={t('errors.notFoundHeading')} text={t('errors.notFoundText')}>
      <HomeButton />
    </MiscPage>
  );
}
