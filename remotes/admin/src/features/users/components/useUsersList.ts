import { useTranslation } from 'react-i18next';
import { useListController } from '@atrium/platform/list';
import { usersQuery } from '../api/getUsers';
import { deleteUser } from '../api/deleteUser';
import { userKeys } from '../api/userKeys';

/**
 * The users list (search, role / plan / status, sort, paging in the URL), deleting a user on
 * confirmation: there is no Undo, the user loses access at once. Used by the user list and the roles
 * screen.
 */
export function useUsersList() {
  const { t } = useTranslation('admin');
  return useListController({
    filters: ['role', 'plan', 'status'],
    query: usersQuery,
    select: (data) => ({ rows: data.users, total: data.totalUsers }),
    getRowId: (u) => u.id,
    remove: (u) => deleteUser(u.id),
    deleteMode: 'immediate',
    invalidates: userKeys.all,
    messages: {
      deleted: ([u]) => t('users.deleted', { name: u.fullName }),
      deleteFailed: t('users.deleteFailed'),
    },
  });
}

export type UsersList = ReturnType<typeof useUsersList>;
