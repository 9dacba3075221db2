import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import type { UserProject } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, CardHeader, LinearProgress } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';

/** The user's projects: kind, tasks done of all, progress, hours; paged in the browser (a short list). */
export function UserProjectsTable({ projects }: { projects: UserProject[] }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const [page, setPage] = useState(1);
  const [itemsPerPage, setItemsPerPage] = useState(5);
  const columns = useMemo<ColumnDef<UserProject, unknown>[]>(
    () => [
      {
        id: 'project',
        header: t('users.projects.project'),
        cell: ({ row }) => (
          <div>
            <strong style={{ fontWeight: 500 }}>{row.original.name}</strong>
            <div style={{ fontSize: '0.8125rem' }}>{t(`users.projects.kinds.${row.original.kind}`)}</div>
          </div>
        ),
      },
      {
        id: 'tasks',
        header: t('users.projects.tasks'),
        cell: ({ row }) =>
          t('users.projects.tasksOf', {
            done: number(row.original.completedTasks),
            total: number(row.original.totalTasks),
          }),
      },
      {
        id: 'progress',
        header: t('users.projects.progress'),
        cell: ({ row }) => (
          <div style={{ display: 'grid', gap: '0.25rem', minInlineSize: '7rem' }}>
            <span>{number(row.original.progress / 100, { style: 'percent' })}</span>
            <LinearProgress
              value={row.original.progress}
              aria-label={t('users.projects.progressOf', { project: row.original.name })}
            />
          </div>
        ),
      },
      {
        id: 'hours',
        header: t('users.projects.hours'),
        cell: ({ row }) => t('users.projects.hoursValue', { hours: number(row.original.hours) }),
      },
    ],
    [t, number],
  );
  const shown = projects.slice((page - 1) * itemsPerPage, page * itemsPerPage);
  return (
    <Card>
      <CardHeader title={t('users.projects.title')} />
      <DataTable
        label={t('users.projects.title')}
        columns={columns}
        data={shown}
        total={projects.length}
        page={page}
        itemsPerPage={itemsPerPage}
        onPageChange={setPage}
        onItemsPerPageChange={(size) => (setItemsPerPage(size), setPage(1))}
        getRowId={(p) => String(p.id)}
        emptyText={t('users.projects.empty')}
      />
    </Card>
  );
}
