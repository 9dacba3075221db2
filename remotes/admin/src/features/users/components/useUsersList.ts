import { useTranslation } from 'react-i18next';
import type { UserListQuery } from '@atrium/contracts';
import { useListController } from '@atrium/platform/list';
import { USER_LIST_FILTERS, usersQuery } from '../api/getUsers';
import { deleteUser } from '../api/deleteUser';
import { userKeys } from '../api/userKeys';
import { useRoleLabel } from './useRoleLabel';

/**
 * The users list (search, role / plan / status, sort, paging in the URL): deleting one user or the
 * selection after confirmation, with Undo for a few seconds before the calls are sent; CSV export of
 * every user the search and filters match. Used by the user list and the roles screen.
 */
export function useUsersList() {
  const { t } = useTranslation('admin');
  const roleLabel = useRoleLabel();
  return useListController({
    filters: USER_LIST_FILTERS,
    query: (params) => usersQuery(params as UserListQuery),
    select: (data) => ({ rows: data.users, total: data.totalUsers }),
    getRowId: (u) => u.id,
    remove: (u) => deleteUser(u.id),
    invalidates: userKeys.all,
    messages: {
      deleted: (users) =>
        users.length === 1
          ? t('users.deleted', { name: users[0].fullName })
          : t('users.deletedMany', { count: users.length }),
      deleteFailed: t('users.deleteFailed'),
    },
    csv: {
      filename: 'users.csv',
      columns: [
        { header: t('users.fields.fullName'), value: (u) => u.fullName },
        { header: t('users.fields.username'), value: (u) => u.username },
        { header: t('users.fields.email'), value: (u) => u.email },
        { header: t('users.columns.role'), value: (u) => roleLabel(u.role) },
        { header: t('users.columns.plan'), value: (u) => t(`users.plan.${u.currentPlan}`) },
        { header: t('users.columns.billing'), value: (u) => u.billing },
        { header: t('users.columns.status'), value: (u) => t(`users.status.${u.status}`) },
        { header: t('users.fields.company'), value: (u) => u.company },
        { header: t('users.fields.country'), value: (u) => u.country },
        { header: t('users.fields.contact'), value: (u) => u.contact },
      ],
    },
  });
}

export type UsersList = ReturnType<typeof useUsersList>;
