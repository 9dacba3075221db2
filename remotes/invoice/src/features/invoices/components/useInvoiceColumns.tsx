import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import type { Invoice } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { IdentityCell } from '@atrium/ui';
import { InvoiceRowMenu } from '../list/InvoiceRowMenu';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { BalanceCell } from './BalanceCell';

/** The invoice table's columns: number, status, client, total, issued date, balance, actions menu. */
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
        cell: ({ row }) => money(row.original.total, row.original.currency),
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
        cell: ({ row }) => <BalanceCell balance={row.original.balance} currency={row.original.currency} />,
        meta: { sortKey: 'balance', align: 'end' },
      },
      {
        id: 'actions',
        header: t('columns.actions'),
        cell: ({ row }) => <InvoiceRowMenu invoice={row.original} onDelete={onDelete} />,
      },
    ],
    [t, money, date, onDelete],
  );
}
