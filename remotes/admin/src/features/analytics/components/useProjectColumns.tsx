import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { AnalyticsProject } from '@atrium/contracts';
import { AvatarGroup, IdentityCell, LinearProgress } from '@atrium/ui';
import { progressColor } from '../../../shared/colors';

/** The projects table's columns: project (sortable), leader (sortable), team, progress (sortable), hours. */
export function useProjectColumns() {
  const { t } = useTranslation('admin');
  return useMemo<ColumnDef<AnalyticsProject, unknown>[]>(
    () => [
      {
        id: 'project',
        header: t('analytics.columns.project'),
        cell: ({ row }) => (
          <IdentityCell name={row.original.name} src={row.original.logo} detail={row.original.project} />
        ),
        meta: { sortKey: 'project' },
      },
      {
        id: 'leader',
        header: t('analytics.columns.leader'),
        cell: ({ row }) => row.original.leader,
        meta: { sortKey: 'leader' },
      },
      {
        id: 'team',
        header: t('analytics.columns.team'),
        cell: ({ row }) => {
          const { team, extraMembers } = row.original;
          const people = [
            ...team.map((src, i) => ({
              name: t('analytics.member', { n: i + 1, project: row.original.name }),
              src,
            })),
            ...Array.from({ length: extraMembers }, () => ({ name: '' })),
          ];
          return <AvatarGroup people={people} max={team.length} size={30} />;
        },
      },
      {
        id: 'progress',
        header: t('analytics.columns.progress'),
        cell: ({ row }) => (
          <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', minInlineSize: '9rem' }}>
            <LinearProgress
              value={row.original.progress}
              color={progressColor(row.original.progress)}
              aria-label={t('analytics.progressOf', { name: row.original.name })}
              style={{ flex: 1 }}
            />
            <span>{row.original.progress}%</span>
          </span>
        ),
        meta: { sortKey: 'progress' },
      },
      {
        id: 'hours',
        header: t('analytics.columns.hours'),
        cell: ({ row }) => row.original.hours,
        meta: { align: 'end' },
      },
    ],
    [t],
  );
}
