import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type User } from '@atrium/contracts';
import { ApiError, Can, useListState } from '@atrium/platform';
import { Button, Card, ConfirmDialog, ListToolbar, PageHeader, Select, TextField, toast } from '@atrium/ui';
import { DataTable } from '@atrium/ui/data-table';
import { useUsers } from './api/getUsers';
import { useDeleteUser } from './api/deleteUser';
import { useUserColumns } from './components/useUserColumns';
import { AddUserDialog } from './components/AddUserDialog';

/** The user list: search, role / plan / status filters, sort and paging in the URL; add and delete. */
export default function UserListPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
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
  const [adding, setAdding] = useState(false);
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
      <PageHeader
        title={t('users.title')}
        actions={
          <Can I="create" a="User">
            <Button startIcon={<IconPlus size={18} aria-hidden="true" />} onClick={() => setAdding(true)}>
              {t('users.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        <ListToolbar>
          <Select
            aria-label={t('users.filters.role')}
            placeholder={t('users.filters.allRoles')}
            options={USER_ROLES.map((r) => ({ value: r, label: t(`users.role.${r}`) }))}
            value={list.filters.role ?? ''}
            onChange={(e) => list.update({ role: e.target.value })}
            style={{ minInlineSize: '11rem' }}
          />
          <Select
            aria-label={t('users.filters.plan')}
            placeholder={t('users.filters.allPlans')}
            options={USER_PLANS.map((p) => ({ value: p, label: t(`users.plan.${p}`) }))}
            value={list.filters.plan ?? ''}
            onChange={(e) => list.update({ plan: e.target.value })}
            style={{ minInlineSize: '11rem' }}
          />
          <Select
            aria-label={t('users.filters.status')}
            placeholder={t('users.filters.allStatuses')}
            options={USER_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
            value={list.filters.status ?? ''}
            onChange={(e) => list.update({ status: e.target.value })}
            style={{ minInlineSize: '11rem' }}
          />
          <TextField
            type="search"
            aria-label={t('users.search')}
            placeholder={t('users.search')}
            defaultValue={list.q}
            startAdornment={<IconSearch size={18} aria-hidden="true" />}
            onChange={(e) => list.update({ q: e.target.value })}
            style={{ minInlineSize: '16rem', marginInlineStart: 'auto' }}
          />
        </ListToolbar>
        <DataTable
          label={t('users.title')}
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
      </Card>
      <AddUserDialog open={adding} onOpenChange={setAdding} />
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
