import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import type { Permission } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { useListController } from '@atrium/platform/list';
import { Button, Card, ConfirmDialog, ListToolbar, PageHeader } from '@atrium/ui';
import { DataTable, ListSearchField } from '@atrium/ui/data-table';
import { invalidateAccess } from '../roles';
import { deletePermission } from './api/deletePermission';
import { permissionsQuery } from './api/getPermissions';
import { permissionKeys } from './api/permissionKeys';
import { PermissionDialog, type PermissionDialogMode } from './components/PermissionDialog';
import { usePermissionColumns } from './components/usePermissionColumns';

/**
 * Permissions: search (name or role), sort by name and paging in the URL; assigned roles as chips; add,
 * edit and delete (after confirmation, at once: the roles lose what it granted) for those who may.
 */
export default function PermissionsPage() {
  const { t } = useTranslation('admin');
  const client = useQueryClient();
  const list = useListController({
    query: permissionsQuery,
    select: (data) => ({ rows: data.permissions, total: data.totalPermissions }),
    getRowId: (p) => p.id,
    // The roles' rules change with their permissions: they reload too.
    remove: (p) => deletePermission(p.id).then(() => invalidateAccess(client)),
    deleteMode: 'immediate',
    invalidates: permissionKeys.all,
    messages: {
      deleted: ([p]) => t('permissions.deleted', { name: p.name }),
      deleteFailed: t('permissions.deleteFailed'),
    },
  });
  const [dialog, setDialog] = useState<PermissionDialogMode | null>(null);
  const edit = useCallback((permission: Permission) => setDialog({ kind: 'edit', permission }), []);
  const columns = usePermissionColumns(edit, list.askDelete);
  const pending = list.confirming[0];

  return (
    <>
      <PageHeader
        title={t('permissions.title')}
        subtitle={t('permissions.subtitle')}
        actions={
          <Can I="create" a="Permission">
            <Button
              startIcon={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'add' })}
            >
              {t('permissions.add')}
            </Button>
          </Can>
        }
      />
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
      <PermissionDialog mode={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        {...list.deleteDialog}
        title={t('permissions.confirmDelete.title', { name: pending?.name })}
        message={t('permissions.confirmDelete.text')}
        confirmLabel={t('permissions.deleteAction')}
        destructive
      />
    </>
  );
}
