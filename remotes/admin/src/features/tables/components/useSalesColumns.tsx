import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReceivedPaymentStatus, SalesOrder, SalesPaymentStatus } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Chip, IdentityCell, type ColorName } from '@atrium/ui';

const STATUS_COLORS: Record<SalesPaymentStatus, ColorName> = {
  Completed: 'success',
  Confirmed: 'primary',
  Cancelled: 'error',
};
const RECEIVED_COLORS: Record<ReceivedPaymentStatus, ColorName> = {
  'Fully Paid': 'success',
  'Partially Paid': 'warning',
  Unpaid: 'error',
};
const STATUS_KEYS: Record<SalesPaymentStatus, string> = {
  Completed: 'completed',
  Confirmed: 'confirmed',
  Cancelled: 'cancelled',
};
const RECEIVED_KEYS: Record<ReceivedPaymentStatus, string> = {
  'Fully Paid': 'fullyPaid',
  'Partially Paid': 'partiallyPaid',
  Unpaid: 'unpaid',
};

/** The sales table's columns: product, date, buyer, payment (paid of total), status. */
export function useSalesColumns<T extends SalesOrder>() {
  const { t } = useTranslation('admin');
  const { money, date } = useFormatters();
  return useMemo<ColumnDef<T, unknown>[]>(
    () => [
      {
        id: 'product',
        header: t('tables.columns.product'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.product.name}
            src={row.original.product.image}
            detail={row.original.product.brand}
          />
        ),
        meta: { sortKey: 'product' },
      },
      {
        id: 'date',
        header: t('tables.columns.date'),
        cell: ({ row }) => (
          <span style={{ whiteSpace: 'nowrap' }}>{date(`${row.original.date}T00:00:00`)}</span>
        ),
        meta: { sortKey: 'date' },
      },
      {
        id: 'buyer',
        header: t('tables.columns.buyer'),
        cell: ({ row }) => <IdentityCell name={row.original.buyer.name} src={row.original.buyer.avatar} />,
        meta: { sortKey: 'buyer' },
      },
      {
        id: 'total',
        header: t('tables.columns.payment'),
        cell: ({ row }) => {
          const p = row.original.payment;
          return (
            <div>
              <strong style={{ fontWeight: 500 }}>{money(p.paidAmount)}</strong>
              <span> / {money(p.total)}</span>
              <div>
                <Chip
                  size="sm"
                  variant="outlined"
                  color={RECEIVED_COLORS[p.receivedPaymentStatus] ?? 'secondary'}
                >
                  {t(`tables.received.${RECEIVED_KEYS[p.receivedPaymentStatus]}`, {
                    defaultValue: p.receivedPaymentStatus,
                  })}
                </Chip>
              </div>
            </div>
          );
        },
        meta: { sortKey: 'total' },
      },
      {
        id: 'status',
        header: t('tables.columns.status'),
        cell: ({ row }) => (
          <Chip size="sm" color={STATUS_COLORS[row.original.payment.status] ?? 'secondary'}>
            {t(`tables.status.${STATUS_KEYS[row.original.payment.status]}`, {
              defaultValue: row.original.payment.status,
            })}
          </Chip>
        ),
        meta: { sortKey: 'status' },
      },
    ],
    [t, money, date],
  );
}
