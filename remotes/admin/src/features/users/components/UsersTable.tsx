import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { ConfirmDialog } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import type { UsersList } from './useUsersList';
import { useUserColumns } from './useUserColumns';

/**
 * The users table of a users list: delete after confirmation (with Undo), edit from the row when
 * `onEdit` is given, and rows to select for a bulk delete when `selectable` (and the role may delete).
 */
export function UsersTable({
  list,
  label,
  onEdit,
  selectable = false,
}: {
  list: UsersList;
  label: string;
  onEdit?: (user: User) => void;
  selectable?: boolean;
}) {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  const columns = useUserColumns(list.askDelete, onEdit);
  const { confirming } = list;
  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        state={list.table}
        emptyText={t('users.empty')}
        selectable={selectable && ability.can('delete', 'User')}
      />
      <ConfirmDialog
        {...list.deleteDialog}
        title={
          confirming.length === 1
            ? t('users.confirmDelete', { name: confirming[0].fullName })
            : t('users.confirmDeleteMany', { count: confirming.length })
        }
        message={t('users.confirmDeleteText')}
        confirmLabel={t('users.deleteAction')}
        cancelLabel={t('users.cancel')}
        destructive
      />
    </>
  );
}
