import { useTranslation } from 'react-i18next';
import { MiscPage } from '../errors/MiscPage';
import { HomeButton } from '../errors/HomeButton';
import { useDocumentTitle } from '../../app/useDocumentTitle';

/** Shown while a part of Atrium is being maintained. */
export default function UnderMaintenancePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('misc.maintenanceTitle'));
  return (
    <MiscPage page heading={t('misc.maintenanceHeading')} text={t('misc.maintenanceText')}>
      <HomeButton />
    </MiscPage>
  );
}
