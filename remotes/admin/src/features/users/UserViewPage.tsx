import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowLeft } from '@tabler/icons-react';
import { ApiError } from '@atrium/platform';
import { ButtonLink, Card, EmptyState, ErrorState, PageHeader, Skeleton, Stack } from '@atrium/ui';
import { useUser } from './api/getUser';
import { UserIdentityCard } from './components/UserIdentityCard';
import { UserPlanCard } from './components/UserPlanCard';
import { UserTabs } from './components/UserTabs';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(18rem, 1fr) minmax(0, 2fr);
  }
`;

/** One user: identity (edit, suspend / activate) and plan (upgrade), and the tabs of their account. */
export default function UserViewPage() {
  const { t } = useTranslation('admin');
  const rawId = useParams().id ?? '';
  const id = /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : Number.NaN;
  const user = useUser(id);

  const back = (
    <ButtonLink
      to="/apps/user/list"
      variant="text"
      startIcon={<IconArrowLeft size={18} className="flip-rtl" aria-hidden="true" />}
    >
      {t('users.back')}
    </ButtonLink>
  );
  if (!Number.isSafeInteger(id) || (user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('users.notFound')} />
        <Card>
          <EmptyState text={t('users.notFoundText', { id: rawId })} action={back} />
        </Card>
      </>
    );
  }
  if (user.error)
    return (
      <Card>
        <ErrorState message={user.error.message} onRetry={() => void user.refetch()} />
      </Card>
    );
  if (!user.data) return <Skeleton $height="30rem" aria-busy="true" />;
  const u = user.data;

  return (
    <>
      <PageHeader title={u.fullName} actions={back} />
      <Layout>
        <Stack $gap={1.5}>
          <UserIdentityCard user={u} />
          <UserPlanCard user={u} />
        </Stack>
        <UserTabs user={u} />
      </Layout>
    </>
  );
}
