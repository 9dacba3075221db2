import { useTranslation } from 'react-i18next';
import { IconSend, IconTrash } from '@tabler/icons-react';
import type { Invoice } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { Button, toast } from '@atrium/ui';
import { useMarkInvoicesSent } from '../api/markInvoicesSent';

/**
 * What can be done to the selected invoices: mark them as sent (Drafts become Sent; the API leaves a
 * paid or partly paid one as it is) and delete them (the list confirms and offers Undo). Nothing shows
 * without a selection or for a role that may do neither.
 */
export function InvoiceBulkActions({
  selected,
  onDelete,
  onMarkedSent,
}: {
  selected: Invoice[];
  onDelete: (invoices: Invoice[]) => void;
  /** After the call: the list clears its selection. */
  onMarkedSent: () => void;
}) {
  const { t } = useTranslation('invoice');
  const ability = useAbility();
  const markSent = useMarkInvoicesSent();
  if (!selected.length) return null;
  const count = selected.length;

  const markSelectedSent = () =>
    markSent.mutate(
      selected.map((i) => i.id),
      {
        onSuccess: ({ updated }) => {
          toast.success(t('list.markedSent', { count: updated }));
          onMarkedSent();
        },
        onError: () => toast.error(t('list.markSentFailed')),
      },
    );

  return (
    <>
      {ability.can('update', 'Invoice') && (
        <Button
          variant="tonal"
          startIcon={<IconSend size={18} aria-hidden="true" />}
          loading={markSent.isPending}
          onClick={markSelectedSent}
        >
          {t('list.markSent', { count })}
        </Button>
      )}
      {ability.can('delete', 'Invoice') && (
        <Button
          color="error"
          variant="tonal"
          startIcon={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => onDelete(selected)}
        >
          {t('list.deleteSelected', { count })}
        </Button>
      )}
    </>
  );
}
