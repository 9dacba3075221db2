import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ColumnDef } from '@tanstack/react-table';
import type { Permission } from '@atrium/contracts';
import { PermissionRoleChip } from './PermissionRoleChip';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The permissions table's columns: name (sortable), assigned roles as chips, created date. */
export function usePermissionColumns() {
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
    ],
    [t],
  );
}
