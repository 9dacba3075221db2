import { useTranslation } from 'react-i18next';
import { IconDownload } from '@tabler/icons-react';
import { Button } from '@atrium/ui';

/** Exports a list's rows (every row of its current search and filters) as CSV. */
export function ExportButton({ list }: { list: { exportCsv: () => Promise<void>; exporting: boolean } }) {
  const { t } = useTranslation('ecommerce');
  return (
    <Button
      variant="tonal"
      color="secondary"
      startIcon={<IconDownload size={18} />}
      onClick={() => void list.exportCsv()}
      loading={list.exporting}
    >
      {t('common.export')}
    </Button>
  );
}
