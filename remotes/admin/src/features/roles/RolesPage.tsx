import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardHeader, ErrorState, Grid, PageHeader, Skeleton } from '@atrium/ui';
import { USER_ROLES } from '@atrium/contracts';
import { UserFilters, UsersTable, useUsersList } from '../users';
import { useRoleSummaries } from './api/getRoleSummaries';
import { RoleCard } from './components/RoleCard';

const Columns = styled(Grid).attrs({ $min: '17rem', $fill: true })`
  margin-block-end: 1.5rem;
`;

/** Roles: one card per role (count and faces of its users), and the users table filtered by role. */
export default function RolesPage() {
  const { t } = useTranslation('admin');
  const list = useUsersList();
  const summaries = useRoleSummaries();

  let cards: ReactNode;
  if (summaries.error) {
    cards = (
      <Card>
        <ErrorState message={summaries.error.message} onRetry={() => void summaries.refetch()} />
      </Card>
    );
  } else if (!summaries.data) {
    cards = (
      <Columns aria-busy="true" aria-label={t('roles.loading')}>
        {USER_ROLES.map((r) => (
          <Skeleton key={r} $height="9.5rem" />
        ))}
      </Columns>
    );
  } else {
    cards = (
      <Columns>
        {summaries.data.map((s) => (
          <RoleCard
            key={s.role}
            summary={s}
            active={list.filters.role === s.role}
            onShow={() => list.setFilters({ role: list.filters.role === s.role ? undefined : s.role })}
          />
        ))}
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
    </>
  );
}
