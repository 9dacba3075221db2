import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RoleSummary } from '@atrium/contracts';
import { Can } from '@atrium/platform';
import { Card, CardHeader, ErrorState, Grid, PageHeader, Skeleton } from '@atrium/ui';
import { UserFilters, UsersTable, useUsersList } from '../users';
import { useRoles } from './api/getRoles';
import { AddRoleCard } from './components/AddRoleCard';
import { DeleteRoleDialog } from './components/DeleteRoleDialog';
import { RoleCard } from './components/RoleCard';
import { RoleDialog, type RoleDialogMode } from './components/RoleDialog';

const Columns = styled(Grid).attrs({ $min: '17rem', $fill: true })`
  margin-block-end: 1.5rem;
`;

/** How many placeholder cards stand for the roles while they load. */
const LOADING_CARDS = 6;

/**
 * Roles: one card per role (its users, edit, copy, delete), a card to add one, the role dialog, and
 * the users table below, filtered by the role whose users are shown.
 */
export default function RolesPage() {
  const { t } = useTranslation('admin');
  const list = useUsersList();
  const roles = useRoles();
  const [dialog, setDialog] = useState<RoleDialogMode | null>(null);
  const [deleting, setDeleting] = useState<RoleSummary | null>(null);

  let cards: ReactNode;
  if (roles.error) {
    cards = (
      <Card style={{ marginBlockEnd: '1.5rem' }}>
        <ErrorState message={roles.error.message} onRetry={() => void roles.refetch()} />
      </Card>
    );
  } else if (!roles.data) {
    cards = (
      <Columns role="status" aria-busy="true" aria-label={t('roles.loading')}>
        {Array.from({ length: LOADING_CARDS }, (_, i) => (
          <Skeleton key={i} $height="9.5rem" />
        ))}
      </Columns>
    );
  } else {
    cards = (
      <Columns>
        {roles.data.map((role) => (
          <RoleCard
            key={role.id}
            summary={role}
            active={list.filters.role === role.name}
            onShow={() => list.setFilters({ role: list.filters.role === role.name ? undefined : role.name })}
            onEdit={() => setDialog({ kind: 'edit', role })}
            onCopy={() => setDialog({ kind: 'copy', from: role })}
            onDelete={() => setDeleting(role)}
          />
        ))}
        <Can I="create" a="Role">
          <AddRoleCard onAdd={() => setDialog({ kind: 'add' })} />
        </Can>
      </Columns>
    );
  }

  return (
    <>
      <PageHeader title={t('roles.title')} subtitle={t('roles.subtitle')} />
      {cards}
      <Card>
        <CardHeader title={t('roles.usersTitle')} subtitle={t('roles.usersSubtitle')} />
        <UserFilters list={list} />
        <UsersTable list={list} label={t('roles.usersTitle')} />
      </Card>
      <RoleDialog
        mode={dialog}
        onClose={() => setDialog(null)}
        onCopy={(role) => setDialog({ kind: 'copy', from: role })}
      />
      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
