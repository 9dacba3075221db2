import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import type { UsersList } from './useUsersList';
import { useUserColumns } from './useUserColumns';

/** The users table of a users list, with delete after confirmation. */
export function UsersTable({ list, label }: { list: UsersList; label: string }) {
  const { t } = useTranslation('admin');
  const columns = useUserColumns(list.askDelete);
  const pending = list.confirming[0];
  return (
    <>
      <DataTable label={label} columns={columns} state={list.table} emptyText={t('users.empty')} />
      <ConfirmDialog
        {...list.deleteDialog}
        title={t('users.confirmDelete', { name: pending?.fullName })}
        message={t('users.confirmDeleteText')}
        confirmLabel={t('users.deleteAction')}
        destructive
      />
    </>
  );
}
