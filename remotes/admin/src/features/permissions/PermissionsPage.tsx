import { useTranslation } from 'react-i18next';
import { IconSearch } from '@tabler/icons-react';
import { useListState } from '@atrium/platform';
import { Card, ListToolbar, PageHeader, TextField } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { usePermissions } from './api/getPermissions';
import { usePermissionColumns } from './components/usePermissionColumns';

/** Permissions: search (name or role), sort by name and paging in the URL; assigned roles as chips. */
export default function PermissionsPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
  const permissions = usePermissions({
    q: list.q || undefined,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  });
  const columns = usePermissionColumns();

  return (
    <>
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
      <Card>
        <ListToolbar>
          <TextField
            type="search"
            aria-label={t('permissions.search')}
            placeholder={t('permissions.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
          />
        </ListToolbar>
        <DataTable
          label={t('permissions.title')}
          columns={columns}
          data={permissions.data?.permissions ?? []}
          total={permissions.data?.totalPermissions ?? 0}
          page={list.page}
          itemsPerPage={list.itemsPerPage}
          onPageChange={(page) => list.update({ page })}
          onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
          sortBy={list.sortBy}
          orderBy={list.orderBy}
          onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
          loading={permissions.isLoading}
          error={permissions.error ? permissions.error.message : null}
          onRetry={() => void permissions.refetch()}
          emptyText={t('permissions.empty')}
          getRowId={(p) => String(p.id)}
        />
      </Card>
    </>
  );
}
