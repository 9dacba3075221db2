import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBell, IconFileText, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import type { AccountSettings } from '@atrium/contracts';
import { Can, useSession } from '@atrium/platform';
import { Avatar, ButtonLink, Card, CardContent, Chip, Skeleton } from '@atrium/ui';
import { UserRoleCell } from '../../users';

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.25rem;
  align-items: center;
  h2 {
    margin: 0;
    font-size: 1.375rem;
    font-weight: 500;
  }
  p {
    margin: 0.25rem 0 0.5rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: 1rem;
  margin: 1.5rem 0;
  div {
    display: grid;
    gap: 0.25rem;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;

const Links = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const ACCOUNT_LINKS = [
  { tab: 'account', icon: IconUser },
  { tab: 'security', icon: IconLock },
  { tab: 'billing-plans', icon: IconFileText },
  { tab: 'notification', icon: IconBell },
  { tab: 'connection', icon: IconLink },
] as const;

/**
 * Who is signed in: greeting, picture, role, email; a summary of their account (organization, place,
 * language, plan, two-step) and links to each part of their account settings.
 */
export function WelcomeCard({
  settings,
  loading,
}: {
  /** Undefined while loading, or when they could not be read (then the facts read —). */
  settings: AccountSettings | undefined;
  loading: boolean;
}) {
  const { t } = useTranslation('admin');
  const { userData } = useSession();
  const name = userData?.fullName ?? '';
  const d = settings?.details;
  const fact = (value: string | undefined) =>
    value === undefined ? loading ? <Skeleton $width="6rem" /> : '—' : value || '—';
  return (
    <Card>
      <CardContent>
        <Who>
          <Avatar name={name} src={userData?.avatar} size={72} />
          <div>
            <h2>{t('dashboard.welcome', { name })}</h2>
            <p>{userData?.email}</p>
            {userData && <UserRoleCell role={userData.role} />}
          </div>
        </Who>
        <Facts aria-label={t('dashboard.profile')}>
          <div>
            <dt>{t('account.fields.organization')}</dt>
            <dd>{fact(d?.organization)}</dd>
          </div>
          <div>
            <dt>{t('account.fields.country')}</dt>
            <dd>{fact(d?.country)}</dd>
          </div>
          <div>
            <dt>{t('account.fields.language')}</dt>
            <dd>{d ? t(`account.languages.${d.language}`) : fact(undefined)}</dd>
          </div>
          <div>
            <dt>{t('users.fields.plan')}</dt>
            <dd>{settings ? t(`users.plan.${settings.plan.plan}`) : fact(undefined)}</dd>
          </div>
          <div>
            <dt>{t('account.twoStepTitle')}</dt>
            <dd>
              {settings ? (
                <Chip color={settings.security.twoStep ? 'success' : 'warning'} size="sm">
                  {settings.security.twoStep ? t('dashboard.on') : t('dashboard.off')}
                </Chip>
              ) : (
                fact(undefined)
              )}
            </dd>
          </div>
        </Facts>
        <Can I="read" a="AclDemo">
          <Links aria-label={t('account.title')}>
            {ACCOUNT_LINKS.map(({ tab, icon: Icon }) => (
              <ButtonLink
                key={tab}
                to={`/pages/account-settings/${tab}`}
                variant="tonal"
                size="sm"
                startIcon={<Icon size={16} aria-hidden="true" />}
              >
                {t(`account.tabs.${tab}`)}
              </ButtonLink>
            ))}
          </Links>
        </Can>
      </CardContent>
    </Card>
  );
}
