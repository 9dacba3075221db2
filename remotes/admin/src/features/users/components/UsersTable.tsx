import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@atrium/contracts';
import { ApiError, type useListState } from '@atrium/platform';
import { ConfirmDialog, toast } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useUsers } from '../api/getUsers';
import { useDeleteUser } from '../api/deleteUser';
import { useUserColumns } from './useUserColumns';

type ListState = ReturnType<typeof useListState>;

/**
 * The users table for a list state kept in the URL (search, role / plan / status, sort, paging), with
 * delete after confirmation. Used by the user list and the roles screen.
 */
export function UsersTable({ list, label }: { list: ListState; label: string }) {
  const { t } = useTranslation('admin');
  const users = useUsers({
    q: list.q || undefined,
    role: list.filters.role,
    plan: list.filters.plan,
    status: list.filters.status,
    page: list.page,
    itemsPerPage: list.itemsPerPage,
    sortBy: list.sortBy,
    orderBy: list.orderBy,
  });
  const remove = useDeleteUser();
  const [pending, setPending] = useState<User | null>(null);
  const onDelete = useCallback((user: User) => setPending(user), []);
  const columns = useUserColumns(onDelete);

  const confirmDelete = async () => {
    if (!pending) return;
    try {
      await remove.mutateAsync(pending.id);
      toast.success(t('users.deleted', { name: pending.fullName }));
      setPending(null);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t('users.deleteFailed'));
    }
  };

  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        data={users.data?.users ?? []}
        total={users.data?.totalUsers ?? 0}
        page={list.page}
        itemsPerPage={list.itemsPerPage}
        onPageChange={(page) => list.update({ page })}
        onItemsPerPageChange={(itemsPerPage) => list.update({ itemsPerPage })}
        sortBy={list.sortBy}
        orderBy={list.orderBy}
        onSortChange={(sortBy, orderBy) => list.update({ sortBy, orderBy })}
        loading={users.isLoading}
        error={users.error ? users.error.message : null}
        onRetry={() => void users.refetch()}
        emptyText={t('users.empty')}
        getRowId={(u) => String(u.id)}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('users.confirmDelete', { name: pending?.fullName })}
        message={t('users.confirmDeleteText')}
        confirmLabel={t('users.deleteAction')}
        destructive
        onConfirm={confirmDelete}
      />
    </>
  );
}
