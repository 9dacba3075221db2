import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ColumnDef } from '@tanstack/react-table';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { Permission } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { IconButton, Tooltip } from '@atrium/ui';
import { PermissionRoleChip } from './PermissionRoleChip';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The permissions table's columns: name (sortable), assigned roles as chips, created date, and edit and
 * delete for those who may.
 */
export function usePermissionColumns(onEdit: (p: Permission) => void, onDelete: (p: Permission) => void) {
  const { t } = useTranslation('admin');
  return useMemo<ColumnDef<Permission, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('permissions.columns.name'),
        cell: ({ row }) => <strong style={{ fontWeight: 500 }}>{row.original.name}</strong>,
        meta: { sortKey: 'name' },
      },
      {
        id: 'assignedTo',
        header: t('permissions.columns.assignedTo'),
        cell: ({ row }) => (
          <Chips aria-label={t('permissions.assignedLabel', { name: row.original.name })}>
            {row.original.assignedTo.map((role) => (
              <li key={role}>
                <PermissionRoleChip role={role} />
              </li>
            ))}
          </Chips>
        ),
      },
      {
        id: 'createdDate',
        header: t('permissions.columns.createdDate'),
        cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{row.original.createdDate}</span>,
      },
      {
        id: 'actions',
        header: t('permissions.columns.actions'),
        cell: ({ row }) => (
          <div style={{ display: 'flex' }}>
            <Can I="update" a="Permission">
              <Tooltip content={t('permissions.editAction')}>
                <IconButton
                  aria-label={t('permissions.edit', { name: row.original.name })}
                  onClick={() => onEdit(row.original)}
                >
                  <IconPencil size={20} />
                </IconButton>
              </Tooltip>
            </Can>
            <Can I="delete" a="Permission">
              <Tooltip content={t('permissions.deleteAction')}>
                <IconButton
                  aria-label={t('permissions.delete', { name: row.original.name })}
                  onClick={() => onDelete(row.original)}
                >
                  <IconTrash size={20} />
                </IconButton>
              </Tooltip>
            </Can>
          </div>
        ),
      },
    ],
    [t, onEdit, onDelete],
  );
}
