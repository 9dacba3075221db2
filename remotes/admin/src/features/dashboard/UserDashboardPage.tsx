import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconLock, IconUsers } from '@tabler/icons-react';
import { Can, useAbility, useSession } from '@atrium/platform';
import { Avatar, ButtonLink, Card, CardContent, CardHeader, Chip, Grid, PageHeader } from '@atrium/ui';

const Columns = styled(Grid).attrs({ $min: '18rem' })``;

const Welcome = styled.div`
  display: flex;
  gap: 1rem;
  align-items: center;
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/** The signed-in user's home: who they are, what they may do, where to go next. */
export default function UserDashboardPage() {
  const { t } = useTranslation('admin');
  const { userData } = useSession();
  const ability = useAbility();
  const name = userData?.fullName ?? '';
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Columns>
        <Card>
          <CardContent>
            <Welcome>
              <Avatar name={name} src={userData?.avatar} size={56} />
              <div>
                <h2 style={{ margin: 0, fontSize: '1.25rem', fontWeight: 500 }}>
                  {t('dashboard.welcome', { name })}
                </h2>
                <div>{userData?.email}</div>
                <Chip color="primary" size="sm">
                  {userData?.role}
                </Chip>
              </div>
            </Welcome>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={t('dashboard.access')}
            subtitle={t('dashboard.rules', { count: ability.rules.length })}
          />
          <CardContent>
            <Links>
              <Can I="read" a="AclDemo">
                <ButtonLink
                  to="/access-control"
                  variant="tonal"
                  startIcon={<IconLock size={18} aria-hidden="true" />}
                >
                  {t('access.title')}
                </ButtonLink>
                <ButtonLink
                  to="/apps/user/list"
                  variant="tonal"
                  startIcon={<IconUsers size={18} aria-hidden="true" />}
                >
                  {t('users.title')}
                </ButtonLink>
              </Can>
            </Links>
          </CardContent>
        </Card>
      </Columns>
    </>
  );
}
