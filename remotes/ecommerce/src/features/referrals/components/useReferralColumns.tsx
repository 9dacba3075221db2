import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { Referral, ReferralStatus } from '@atrium/contracts';
import { parseMoney, useStoreFormatters } from '@atrium/platform';
import { Chip, IdentityCell, type ColorName } from '@atrium/ui';

const COLORS: Record<ReferralStatus, ColorName> = { Paid: 'success', Unpaid: 'warning', Rejected: 'error' };

export function useReferralColumns() {
  const { t } = useTranslation('ecommerce');
  const { money } = useStoreFormatters();
  return useMemo<ColumnDef<Referral, unknown>[]>(
    () => [
      {
        id: 'users',
        header: t('referrals.columns.users'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.user}
            src={row.original.avatar || null}
            detail={row.original.email}
          />
        ),
        meta: { sortKey: 'users' },
      },
      {
        id: 'referred-id',
        header: t('referrals.columns.referredId'),
        cell: ({ row }) => row.original.referredId,
        meta: { sortKey: 'referred-id' },
      },
      {
        id: 'status',
        header: t('referrals.columns.status'),
        cell: ({ row }) => (
          <Chip color={COLORS[row.original.status]}>{t(`referrals.status.${row.original.status}`)}</Chip>
        ),
        meta: { sortKey: 'status' },
      },
      {
        id: 'value',
        header: t('referrals.columns.value'),
        cell: ({ row }) => money(parseMoney(row.original.value)),
        meta: { sortKey: 'value', align: 'end' },
      },
      {
        id: 'earning',
        header: t('referrals.columns.earning'),
        cell: ({ row }) => money(parseMoney(row.original.earning)),
        meta: { sortKey: 'earning', align: 'end' },
      },
    ],
    [t, money],
  );
}
