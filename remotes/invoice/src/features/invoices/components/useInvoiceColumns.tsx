import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { Invoice } from '@atrium/contracts';
import { Can, useFormatters } from '@atrium/platform';
import { IconButton, IconButtonLink, IdentityCell, Tooltip } from '@atrium/ui';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { BalanceCell } from './BalanceCell';

/** The invoice table's columns: number, status, client, total, issued date, balance, actions. */
export function useInvoiceColumns(onDelete: (invoice: Invoice) => void) {
  const { t } = useTranslation('invoice');
  const { money, date } = useFormatters();
  return useMemo<ColumnDef<Invoice, unknown>[]>(
    () => [
      {
        id: 'id',
        header: '#',
        cell: ({ row }) => <Link to={`/apps/invoice/preview/${row.original.id}`}>#{row.original.id}</Link>,
        meta: { sortKey: 'id' },
      },
      {
        id: 'status',
        header: t('columns.status'),
        cell: ({ row }) => <InvoiceStatusChip status={row.original.invoiceStatus} />,
      },
      {
        id: 'client',
        header: t('columns.client'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.client.name}
            src={row.original.avatar}
            detail={row.original.service}
          />
        ),
        meta: { sortKey: 'client' },
      },
      {
        id: 'total',
        header: t('columns.total'),
        cell: ({ row }) => money(row.original.total),
        meta: { sortKey: 'total', align: 'end' },
      },
      {
        id: 'date',
        header: t('columns.issuedDate'),
        cell: ({ row }) => date(row.original.issuedDate),
        meta: { sortKey: 'date' },
      },
      {
        id: 'balance',
        header: t('columns.balance'),
        cell: ({ row }) => <BalanceCell balance={row.original.balance} />,
        meta: { sortKey: 'balance', align: 'end' },
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => {
          const label = `#${row.original.id}`;
          return (
            <div style={{ display: 'flex' }}>
              <Tooltip content={t('actions.preview')}>
                <IconButtonLink
                  to={`/apps/invoice/preview/${row.original.id}`}
                  aria-label={t('actions.previewOne', { id: label })}
                >
                  <IconEye size={20} />
                </IconButtonLink>
              </Tooltip>
              <Can I="update" a="Invoice">
                <Tooltip content={t('actions.edit')}>
                  <IconButtonLink
                    to={`/apps/invoice/edit/${row.original.id}`}
                    aria-label={t('actions.editOne', { id: label })}
                  >
                    <IconPencil size={20} />
                  </IconButtonLink>
                </Tooltip>
              </Can>
              <Can I="delete" a="Invoice">
                <Tooltip content={t('actions.delete')}>
                  <IconButton
                    aria-label={t('actions.deleteOne', { id: label })}
                    onClick={() => onDelete(row.original)}
                  >
                    <IconTrash size={20} />
                  </IconButton>
                </Tooltip>
              </Can>
            </div>
          );
        },
      },
    ],
    [t, money, date, onDelete],
  );
}
