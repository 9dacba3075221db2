import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { IconEye, IconTrash } from '@tabler/icons-react';
import type { Order } from '@atrium/contracts';
import { Can, useStoreFormatters } from '@atrium/platform';
import { IconButton, IconButtonLink, IdentityCell } from '@atrium/ui';
import { orderPlacedAt } from '@atrium/contracts';
import { OrderStatusChip, PaymentStatus } from './OrderChips';
import { PaymentMethod } from './PaymentMethod';

export const orderPath = (order: Pick<Order, 'id'>) => `/apps/ecommerce/order/details/${order.id}`;

export function useOrderColumns(onDelete: (order: Order) => void) {
  const { t } = useTranslation('ecommerce');
  const { date, money, orderNumber } = useStoreFormatters();
  return useMemo<ColumnDef<Order, unknown>[]>(
    () => [
      {
        id: 'order',
        header: t('orders.columns.order'),
        cell: ({ row }) => <Link to={orderPath(row.original)}>{orderNumber(row.original.order)}</Link>,
        meta: { sortKey: 'order' },
      },
      {
        id: 'date',
        header: t('orders.columns.date'),
        cell: ({ row }) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {date(orderPlacedAt(row.original), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })}
          </span>
        ),
        meta: { sortKey: 'date' },
      },
      {
        id: 'customers',
        header: t('orders.columns.customer'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.customer}
            detail={row.original.email}
            src={row.original.avatar || null}
          />
        ),
        meta: { sortKey: 'customers' },
      },
      {
        id: 'payment',
        header: t('orders.columns.payment'),
        cell: ({ row }) => <PaymentStatus payment={row.original.payment} />,
      },
      {
        id: 'status',
        header: t('orders.columns.status'),
        cell: ({ row }) => <OrderStatusChip status={row.original.status} />,
        meta: { sortKey: 'status' },
      },
      {
        id: 'spent',
        header: t('orders.columns.spent'),
        cell: ({ row }) => money(row.original.spent),
        meta: { sortKey: 'spent', align: 'end' },
      },
      {
        id: 'method',
        header: t('orders.columns.method'),
        cell: ({ row }) => <PaymentMethod method={row.original.method} last4={row.original.methodNumber} />,
      },
      {
        id: 'actions',
        header: t('common.actions'),
        cell: ({ row }) => (
          <span style={{ display: 'inline-flex', gap: '0.25rem' }}>
            <IconButtonLink
              to={orderPath(row.original)}
              aria-label={t('orders.view', { order: orderNumber(row.original.order) })}
            >
              <IconEye size={20} />
            </IconButtonLink>
            <Can I="delete" a="Order">
              <IconButton
                aria-label={t('orders.delete', { order: orderNumber(row.original.order) })}
                onClick={() => onDelete(row.original)}
              >
                <IconTrash size={20} />
              </IconButton>
            </Can>
          </span>
        ),
      },
    ],
    [t, date, money, orderNumber, onDelete],
  );
}
