import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@atrium/contracts';
import { Chip, type ColorName } from '@atrium/ui';

export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, ColorName> = {
  Paid: 'success',
  Downloaded: 'info',
  Sent: 'secondary',
  Draft: 'primary',
  'Partial Payment': 'warning',
  'Past Due': 'error',
};

export function InvoiceStatusChip({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation('invoice');
  return (
    <Chip color={INVOICE_STATUS_COLORS[status]} size="sm">
      {t(`status.${status}`)}
    </Chip>
  );
}
