import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useListState } from '@atrium/platform';
import { Card, CardHeader, ErrorState, PageHeader, Skeleton } from '@atrium/ui';
import { USER_ROLES } from '@atrium/contracts';
import { UserFilters, UsersTable } from '../users';
import { useRoleSummaries } from './api/getRoleSummaries';
import { RoleCard } from './components/RoleCard';

const Grid = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fill, minmax(17rem, 1fr));
  margin-block-end: 1.5rem;
`;

/** Roles: one card per role (count and faces of its users), and the users table filtered by role. */
export default function RolesPage() {
  const { t } = useTranslation('admin');
  const list = useListState();
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
      <Grid aria-busy="true" aria-label={t('roles.loading')}>
        {USER_ROLES.map((r) => (
          <Skeleton key={r} $height="9.5rem" />
        ))}
      </Grid>
    );
  } else {
    cards = (
      <Grid>
        {summaries.data.map((s) => (
          <RoleCard
            key={s.role}
            summary={s}
            active={list.filters.role === s.role}
            onShow={() => list.update({ role: list.filters.role === s.role ? undefined : s.role })}
          />
        ))}
      </Grid>
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
