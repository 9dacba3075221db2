import { useTranslation } from 'react-i18next';
import { IconUserCheck, IconUserExclamation, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { StatCardRow } from '@atrium/ui';
import { useUserStats } from '../api/getUserStats';

/**
 * The figures over every user (not only a list's filtered ones): total, on a paid plan, active,
 * pending. `summary` above the list, `kpi` on a dashboard.
 */
export function UserStats({
  variant = 'summary',
  className,
}: {
  variant?: 'summary' | 'kpi';
  className?: string;
}) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const stats = useUserStats();
  const loading = stats.isPending;
  const value = (n: number | undefined) => (n === undefined ? '—' : number(n));
  return (
    <StatCardRow
      variant={variant}
      className={className}
      cards={[
        {
          title: t('users.stats.total'),
          value: value(stats.data?.total),
          icon: <IconUsers size={24} aria-hidden="true" />,
          loading,
        },
        {
          title: t('users.stats.paid'),
          value: value(stats.data?.paid),
          icon: <IconUserPlus size={24} aria-hidden="true" />,
          color: 'error',
          loading,
        },
        {
          title: t('users.stats.active'),
          value: value(stats.data?.active),
          icon: <IconUserCheck size={24} aria-hidden="true" />,
          color: 'success',
          loading,
        },
        {
          title: t('users.stats.pending'),
          value: value(stats.data?.pending),
          icon: <IconUserExclamation size={24} aria-hidden="true" />,
          color: 'warning',
          loading,
        },
      ]}
    />
  );
}
