import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { useListState } from '@atrium/platform';
import { Card, CardHeader, ListToolbar, TextField } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useProjects } from '../api/getProjects';
import { useProjectColumns } from './useProjectColumns';

/** The projects table: search, sort and paging in the URL. */
export function ProjectsTable() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const projects = useProjects({
    q: list.q || undefined,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  });
  const columns = useProjectColumns();
  return (
    <Card>
      <CardHeader title={t('analytics.projects')} />
      <ListToolbar>
        <TextField
          type="search"
          aria-label={t('analytics.search')}
          placeholder={t('analytics.search')}
          defaultValue={list.q}
          startAdornment={<IconSearch size={18} aria-hidden="true" />}
          onChange={(e) => list.update({ q: e.target.value })}
          style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
        />
      </ListToolbar>
      <DataTable
        label={t('analytics.projects')}
        columns={columns}
        data={projects.data?.projects ?? []}
        total={projects.data?.totalProjects ?? 0}
        page={list.page}
        itemsPerPage={list.itemsPerPage}
        onPageChange={(page) => list.update({ page })}
        onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
        sortBy={list.sortBy}
        orderBy={list.orderBy}
        onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
        loading={projects.isLoading}
        error={projects.error ? projects.error.message : null}
        onRetry={() => void projects.refetch()}
        emptyText={t('analytics.empty')}
        getRowId={(p) => p.name}
      />
    </Card>
  );
}
