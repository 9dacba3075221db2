import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconLink, IconLayoutGrid, IconUser, IconUsers } from '@tabler/icons-react';
import { PROFILE_TABS, type ProfileTab } from '@atrium/contracts';
import { ButtonLink, Card, EmptyState, Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { isProfileTab } from './api/getProfile';
import { ProfileHeaderCard } from './components/ProfileHeaderCard';
import { ProfileOverviewTab } from './components/ProfileOverviewTab';
import { TeamsTab } from './components/TeamsTab';
import { ProjectsTab } from './components/ProjectsTab';
import { ConnectionsTab } from './components/ConnectionsTab';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const TAB_ICONS: Record<ProfileTab, ReactNode> = {
  profile: <IconUser size={18} aria-hidden="true" />,
  teams: <IconUsers size={18} aria-hidden="true" />,
  projects: <IconLayoutGrid size={18} aria-hidden="true" />,
  connections: <IconLink size={18} aria-hidden="true" />,
};

const TAB_CONTENT: Record<ProfileTab, () => ReactNode> = {
  profile: () => <ProfileOverviewTab />,
  teams: () => <TeamsTab />,
  projects: () => <ProjectsTab />,
  connections: () => <ConnectionsTab />,
};

/** The user profile: header, then one tab (in the URL) of profile, teams, projects or connections. */
export default function UserProfilePage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const tab = useParams().tab;

  if (!isProfileTab(tab)) {
    return (
      <Card>
        <EmptyState
          title={t('profile.tabNotFound')}
          text={t('profile.tabNotFoundText', { tab })}
          action={
            <ButtonLink to="/pages/user-profile/profile" variant="tonal">
              {t('profile.backToProfile')}
            </ButtonLink>
          }
        />
      </Card>
    );
  }

  return (
    <Stack>
      <ProfileHeaderCard />
      <Tabs value={tab} onValueChange={(next) => navigate(`/pages/user-profile/${next}`)}>
        <TabList variant="pills" aria-label={t('profile.sections')}>
          {PROFILE_TABS.map((name) => (
            <Tab key={name} value={name} icon={TAB_ICONS[name]}>
              {t(`profile.tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab}>{TAB_CONTENT[tab]()}</TabPanel>
      </Tabs>
    </Stack>
  );
}
