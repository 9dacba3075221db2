import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEye,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import type { Invoice } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { IconButton, Menu, MenuItem, MenuSeparator, toast } from '@atrium/ui';
import { useDuplicateInvoice } from '../api/duplicateInvoice';
import { getInvoice } from '../api/getInvoice';
import { useInvoicePdfDownload } from '../preview/useInvoicePdfDownload';

/**
 * One invoice's actions, as far as the user's role allows: preview, download (the same PDF as the
 * preview's), edit, duplicate (then edit the copy), delete (the list confirms and offers Undo).
 */
export function InvoiceRowMenu({
  invoice,
  onDelete,
}: {
  invoice: Invoice;
  onDelete: (invoice: Invoice) => void;
}) {
  const { t } = useTranslation('invoice');
  const navigate = useNavigate();
  const duplicate = useDuplicateInvoice();
  const pdf = useInvoicePdfDownload();
  const { id } = invoice;
  const label = t('list.rowActions', { id: `#${id}` });

  const duplicateAndEdit = () =>
    duplicate.mutate(id, {
      onSuccess: (copy) => {
        toast.success(t('list.duplicated', { id: copy.id, from: id }));
        navigate(`/apps/invoice/edit/${copy.id}`);
      },
      onError: () => toast.error(t('list.duplicateFailed')),
    });

  return (
    <Menu
      label={label}
      trigger={
        <IconButton aria-label={label} disabled={duplicate.isPending}>
          <IconDotsVertical size={20} aria-hidden="true" />
        </IconButton>
      }
    >
      <MenuItem
        icon={<IconEye size={18} aria-hidden="true" />}
        onSelect={() => navigate(`/apps/invoice/preview/${id}`)}
      >
        {t('actions.preview')}
      </MenuItem>
      <MenuItem
        icon={<IconDownload size={18} aria-hidden="true" />}
        onSelect={() =>
          void getInvoice(id).then(
            ({ invoice: full, paymentDetails }) => pdf.download(full, paymentDetails),
            () => toast.error(t('preview.downloadFailed')),
          )
        }
      >
        {t('list.download')}
      </MenuItem>
      <Can I="update" a="Invoice">
        <MenuItem
          icon={<IconPencil size={18} aria-hidden="true" />}
          onSelect={() => navigate(`/apps/invoice/edit/${id}`)}
        >
          {t('actions.edit')}
        </MenuItem>
      </Can>
      <Can I="create" a="Invoice">
        <MenuItem icon={<IconCopy size={18} aria-hidden="true" />} onSelect={duplicateAndEdit}>
          {t('list.duplicate')}
        </MenuItem>
      </Can>
      <Can I="delete" a="Invoice">
        <MenuSeparator />
        <MenuItem icon={<IconTrash size={18} aria-hidden="true" />} onSelect={() => onDelete(invoice)}>
          {t('actions.delete')}
        </MenuItem>
      </Can>
    </Menu>
  );
}
