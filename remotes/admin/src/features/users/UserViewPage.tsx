import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowLeft, IconBriefcase, IconCheckbox } from '@tabler/icons-react';
import { ApiError, useFormatters } from '@atrium/platform';
import {
  Avatar,
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  Chip,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
} from '@atrium/ui';
import { UserRoleCell } from './components/UserRoleCell';
import { UserStatusChip } from './components/UserStatusChip';
import { useUser } from './api/getUser';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 960px) {
    grid-template-columns: minmax(18rem, 1fr) minmax(0, 2fr);
  }
`;

const Identity = styled.div`
  display: grid;
  justify-items: center;
  gap: 0.5rem;
  padding-block: 1rem;
  text-align: center;
  h2 {
    margin: 0.5rem 0 0;
    font-size: 1.25rem;
    font-weight: 500;
  }
`;

const Stats = styled.div`
  display: flex;
  justify-content: center;
  gap: 2rem;
  padding-block: 1rem;
`;

const Stat = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: center;
  svg {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  strong {
    display: block;
    font-size: 1.125rem;
  }
  span {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.8125rem;
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.6rem 1rem;
  margin: 0;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${({ theme }) => theme.palette.divider};
  dt {
    font-weight: 500;
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
    overflow-wrap: anywhere;
  }
`;

/** One user: identity, activity, details and plan. */
export default function UserViewPage() {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const rawId = useParams().id ?? '';
  const id = Number(rawId);
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
  if (user.isLoading) return <Skeleton $height="30rem" />;
  if ((user.error instanceof ApiError && user.error.status === 404) || !Number.isInteger(id) || id <= 0) {
    return (
      <>
        <PageHeader title={t('users.notFound')} />
        <Card>
          <EmptyState text={t('users.notFoundText', { id: rawId })} action={back} />
        </Card>
      </>
    );
  }
  if (user.error || !user.data)
    return <ErrorState message={user.error?.message} onRetry={() => void user.refetch()} />;
  const u = user.data;

  return (
    <>
      <PageHeader title={u.fullName} actions={back} />
      <Layout>
        <Card>
          <CardContent>
            <Identity>
              <Avatar name={u.fullName} src={u.avatar} size={100} />
              <h2>{u.fullName}</h2>
              <UserRoleCell role={u.role} />
            </Identity>
            <Stats>
              <Stat>
                <IconCheckbox size={26} aria-hidden="true" />
                <div>
                  <strong>{number(u.taskDone)}</strong>
                  <span>{t('users.taskDone')}</span>
                </div>
              </Stat>
              <Stat>
                <IconBriefcase size={26} aria-hidden="true" />
                <div>
                  <strong>{number(u.projectDone)}</strong>
                  <span>{t('users.projectDone')}</span>
                </div>
              </Stat>
            </Stats>
            <Details>
              <dt>{t('users.fields.username')}</dt>
              <dd>@{u.username}</dd>
              <dt>{t('users.fields.email')}</dt>
              <dd>{u.email}</dd>
              <dt>{t('users.columns.status')}</dt>
              <dd>
                <UserStatusChip status={u.status} />
              </dd>
              <dt>{t('users.fields.taxId')}</dt>
              <dd>{u.taxId}</dd>
              <dt>{t('users.fields.contact')}</dt>
              <dd>{u.contact}</dd>
              <dt>{t('users.fields.language')}</dt>
              <dd>{u.language}</dd>
              <dt>{t('users.fields.country')}</dt>
              <dd>{u.country}</dd>
              <dt>{t('users.fields.company')}</dt>
              <dd>{u.company}</dd>
            </Details>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={t('users.planTitle')}
            action={<Chip color="primary">{t(`users.plan.${u.currentPlan}`)}</Chip>}
          />
          <CardContent>
            <Details>
              <dt>{t('users.columns.billing')}</dt>
              <dd>{u.billing}</dd>
            </Details>
          </CardContent>
        </Card>
      </Layout>
    </>
  );
}
