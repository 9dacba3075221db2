import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { User } from '@atrium/contracts';
import { Can, useSession } from '@atrium/platform';
import { IconButton, IconButtonLink, IdentityCell } from '@atrium/ui';
import { UserRoleCell } from './UserRoleCell';
import { UserStatusChip } from './UserStatusChip';

/**
 * The user table's columns: user, role, plan, billing, status, actions (view; edit and delete for a
 * role that may; edit only where the table offers it). Nobody is offered deleting themselves: they
 * would lose their access with no one signed in to undo it.
 */
export function useUserColumns(onDelete: (user: User) => void, onEdit?: (user: User) => void) {
  const { t } = useTranslation('admin');
  const me = useSession().userData?.id;
  return useMemo<ColumnDef<User, unknown>[]>(
    () => [
      {
        id: 'user',
        header: t('users.columns.user'),
        cell: ({ row }) => (
          <IdentityCell
            name={row.original.fullName}
            src={row.original.avatar}
            title={<Link to={`/apps/user/view/${row.original.id}`}>{row.original.fullName}</Link>}
            detail={row.original.email}
          />
        ),
        meta: { sortKey: 'user' },
      },
      {
        id: 'role',
        header: t('users.columns.role'),
        cell: ({ row }) => <UserRoleCell role={row.original.role} />,
        meta: { sortKey: 'role' },
      },
      {
        id: 'plan',
        header: t('users.columns.plan'),
        cell: ({ row }) => t(`users.plan.${row.original.currentPlan}`),
        meta: { sortKey: 'plan' },
      },
      {
        id: 'billing',
        header: t('users.columns.billing'),
        cell: ({ row }) => row.original.billing,
        meta: { sortKey: 'billing' },
      },
      {
        id: 'status',
        header: t('users.columns.status'),
        cell: ({ row }) => <UserStatusChip status={row.original.status} />,
        meta: { sortKey: 'status' },
      },
      {
        id: 'actions',
        header: t('users.columns.actions'),
        cell: ({ row }) => (
          <div style={{ display: 'flex' }}>
            <IconButtonLink
              to={`/apps/user/view/${row.original.id}`}
              aria-label={t('users.view', { name: row.original.fullName })}
            >
              <IconEye size={20} aria-hidden="true" />
            </IconButtonLink>
            {onEdit && (
              <Can I="update" a="User">
                <IconButton
                  aria-label={t('users.edit', { name: row.original.fullName })}
                  onClick={() => onEdit(row.original)}
                >
                  <IconEdit size={20} aria-hidden="true" />
                </IconButton>
              </Can>
            )}
            {row.original.id !== me && (
              <Can I="delete" a="User">
                <IconButton
                  aria-label={t('users.delete', { name: row.original.fullName })}
                  onClick={() => onDelete(row.original)}
                >
                  <IconTrash size={20} aria-hidden="true" />
                </IconButton>
              </Can>
            )}
          </div>
        ),
      },
    ],
    [t, onDelete, onEdit, me],
  );
}
