import { useTranslation } from 'react-i18next';
import { useListController } from '@atrium/platform/list';
import { Card, ListToolbar, PageHeader } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { permissionsQuery } from './api/getPermissions';
import { usePermissionColumns } from './components/usePermissionColumns';

/** Permissions: search (name or role), sort by name and paging in the URL; assigned roles as chips. */
export default function PermissionsPage() {
  const { t } = useTranslation('admin');
  const list = useListController({
    query: permissionsQuery,
    select: (data) => ({ rows: data.permissions, total: data.totalPermissions }),
    getRowId: (p) => p.id,
  });
  const columns = usePermissionColumns();

  return (
    <>
      <PageHeader title={t('permissions.title')} subtitle={t('permissions.subtitle')} />
      <Card>
        <ListToolbar>
          <ListSearchField
            label={t('permissions.search')}
            search={list.search}
            style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
          />
        </ListToolbar>
        <DataTable
          label={t('permissions.title')}
          columns={columns}
          state={list.table}
          emptyText={t('permissions.empty')}
        />
      </Card>
    </>
  );
}
