import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Can } from '@atrium/platform';
import { PageHeader, Stack } from '@atrium/ui';
import { useAccountSettings } from '../account';
import { UserStats } from '../users';
import { WelcomeCard } from './components/WelcomeCard';
import { NotificationsCard } from './components/NotificationsCard';
import { AccessCard } from './components/AccessCard';
import { DestinationsCard } from './components/DestinationsCard';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

/**
 * The signed-in user's start page (the client's landing page): who they are and their account, their
 * notifications, what they may do, and the pages they may open — each part shown only when their
 * rules allow it (user figures only to a role that may read users).
 */
export default function UserDashboardPage() {
  const { t } = useTranslation('admin');
  const settings = useAccountSettings();
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <Stack $gap={1.5}>
        <Can I="read" a="User">
          <UserStats variant="kpi" />
        </Can>
        <Layout>
          <Stack $gap={1.5}>
            <WelcomeCard settings={settings.data} loading={settings.isPending} />
            <DestinationsCard />
          </Stack>
          <Stack $gap={1.5}>
            <NotificationsCard />
            <AccessCard />
          </Stack>
        </Layout>
      </Stack>
    </>
  );
}
