import { useTranslation } from 'react-i18next';
import { useListController } from '@atrium/platform/list';
import { Card, CardHeader, ListToolbar } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { projectsQuery } from '../api/getProjects';
import { useProjectColumns } from './useProjectColumns';

/** The projects table: search, sort and paging in the URL. */
export function ProjectsTable() {
  const { t } = useTranslation('admin');
  const list = useListController({
    query: projectsQuery,
    select: (data) => ({ rows: data.projects, total: data.totalProjects }),
    getRowId: (p) => p.name,
  });
  const columns = useProjectColumns();
  return (
    <Card>
      <CardHeader title={t('analytics.projects')} />
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
