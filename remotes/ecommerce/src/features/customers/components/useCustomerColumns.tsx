import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { Customer } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { IdentityCell } from '@atrium/ui';
import { CountryCell } from './CountryCell';

export const customerPath = (c: Pick<Customer, 'customerId'>) =>
  `/apps/ecommerce/customer/details/${c.customerId}`;

export function useCustomerColumns() {
  const { t } = useTranslation('ecommerce');
  const { money, number } = useStoreFormatters();
  return useMemo<ColumnDef<Customer, unknown>[]>(
    () => [
      {
        id: 'customer',
        header: t('customers.columns.customer'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.customer}
            src={row.original.avatar || null}
            detail={row.original.email}
            title={<Link to={customerPath(row.original)}>{row.original.customer}</Link>}
          />
        ),
        meta: { sortKey: 'customer' },
      },
      {
        id: 'customerId',
        header: t('customers.columns.customerId'),
        cell: ({ row }) => `#${row.original.customerId}`,
        meta: { sortKey: 'customerId' },
      },
      {
        id: 'country',
        header: t('customers.columns.country'),
        cell: ({ row }) => <CountryCell country={row.original.country} code={row.original.countryCode} />,
        meta: { sortKey: 'country' },
      },
      {
        id: 'orders',
        header: t('customers.columns.orders'),
        cell: ({ row }) => number(row.original.order),
        meta: { sortKey: 'orders', align: 'end' },
      },
      {
        id: 'totalSpent',
        header: t('customers.columns.totalSpent'),
        cell: ({ row }) => money(row.original.totalSpent),
        meta: { sortKey: 'totalSpent', align: 'end' },
      },
    ],
    [t, money, number],
  );
}
