import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { Card, CardHeader, ListToolbar } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { PROJECTS_SUMMARY_PAGE, projectsQuery, useProjects } from '../api/getProjects';
import { useProjectColumns } from './useProjectColumns';
import { summarizeProjects } from './summarizeProjects';

/** "7 projects · 50% done on average · 120 hours logged", from every project; empty while loading. */
function useProjectsSummary(): string | undefined {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const all = useProjects({ page: 1, itemsPerPage: PROJECTS_SUMMARY_PAGE });
  return useMemo(() => {
    if (!all.data) return undefined;
    const s = summarizeProjects(all.data.projects);
    return t('analytics.projectsSummary', {
      count: s.total,
      projects: number(s.total),
      progress: number(s.averageProgress / 100, { style: 'percent' }),
      hours: number(s.hours),
    });
  }, [all.data, number, t]);
}

/** The projects table: search, sort and paging in the URL; a summary of every project above it. */
export function ProjectsTable() {
  const { t } = useTranslation('admin');
  const list = useListController({
    query: projectsQuery,
    select: (data) => ({ rows: data.projects, total: data.totalProjects }),
    getRowId: (p) => p.name,
  });
  const columns = useProjectColumns();
  const summary = useProjectsSummary();
  return (
    <Card>
      <CardHeader title={t('analytics.projects')} subtitle={summary} />
      <ListToolbar>
        <ListSearchField
          label={t('analytics.search')}
          search={list.search}
          style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
        />
      </ListToolbar>
      <DataTable
        label={t('analytics.projects')}
        columns={columns}
        state={list.table}
        emptyText={t('analytics.empty')}
      />
    </Card>
  );
}
