import { useTranslation } from 'react-i18next';
import { IconDownload } from '@tabler/icons-react';
import { Button } from './Button';

export interface ExportCsvButtonProps {
  /** Exports the list's rows (every row of its current search and filters). */
  onExport: () => Promise<void> | void;
  /** While the export runs: the button shows a spinner and is not pressed twice. */
  exporting?: boolean;
  /** Another name than "Export". */
  label?: string;
}

/** A list's CSV export, as every list shows it. */
export function ExportCsvButton({ onExport, exporting = false, label }: ExportCsvButtonProps) {
  const { t } = useTranslation('ui');
  return (
    <Button
      variant="tonal"
      color="secondary"
      startIcon={<IconDownload size={18} aria-hidden="true" />}
      onClick={() => void onExport()}
      loading={exporting}
    >
      {label ?? t('exportCsv')}
    </Button>
  );
}
