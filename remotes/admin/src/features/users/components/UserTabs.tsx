import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IconBell, IconFileText, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import type { UserDetail } from '@atrium/contracts';
import { useAbility } from '@atrium/platform';
import { Stack, Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import {
  AccountSettingsSourceProvider,
  BillingPlansTab,
  ConnectionTab,
  NotificationTab,
  RecentDevicesCard,
  TwoStepCard,
  useAccountSettings,
} from '../../account';
import { useUserActivity } from '../api/getUserActivity';
import { userSettingsSource } from '../api/userSettingsSource';
import { Loaded } from './Loaded';
import { SetUserPasswordCard } from './SetUserPasswordCard';
import { UserActivityTimeline } from './UserActivityTimeline';
import { UserPlanCard } from './UserPlanCard';
import { UserProjectsTable } from './UserProjectsTable';

export const USER_TABS = ['account', 'security', 'billing-plans', 'notification', 'connection'] as const;
export type UserTab = (typeof USER_TABS)[number];

/** The tabs whose content changes the user: only for a role that may update users. */
const READ_ONLY_TABS: readonly UserTab[] = ['account', 'security'];

const ICONS: Record<UserTab, ReactNode> = {
  account: <IconUser size={18} aria-hidden="true" />,
  security: <IconLock size={18} aria-hidden="true" />,
  'billing-plans': <IconFileText size={18} aria-hidden="true" />,
  notification: <IconBell size={18} aria-hidden="true" />,
  connection: <IconLink size={18} aria-hidden="true" />,
};

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
`;

function AccountPanel({ user }: { user: UserDetail }) {
  return (
    <Loaded query={useUserActivity(user.id)}>
      {(activity) => (
        <Columns>
          <UserProjectsTable projects={activity.projects} />
          <UserActivityTimeline entries={activity.timeline} />
        </Columns>
      )}
    </Loaded>
  );
}

function SecurityPanel({ user, canUpdate }: { user: UserDetail; canUpdate: boolean }) {
  const activity = useUserActivity(user.id);
  return (
    <Stack $gap={1.5}>
      {canUpdate && <SetUserPasswordCard user={user} />}
      {canUpdate && (
        <SettingsPanel>{(settings) => <TwoStepCard twoStep={settings.security.twoStep} />}</SettingsPanel>
      )}
      <Loaded query={activity}>{(data) => <RecentDevicesCard devices={data.devices} />}</Loaded>
    </Stack>
  );
}

/** The user's settings (through the source in context), once loaded. */
function SettingsPanel({
  children,
}: {
  children: (settings: NonNullable<ReturnType<typeof useAccountSettings>['data']>) => ReactNode;
}) {
  return <Loaded query={useAccountSettings()}>{children}</Loaded>;
}

/**
 * The user view's tabs, each with its own URL (`?tab=`): Account (projects, activity), Security
 * (password, two-step, devices), Billing & plans, Notifications, Connections — the account settings
 * components, saving the user's settings.
 */
export function UserTabs({ user }: { user: UserDetail }) {
  const { t } = useTranslation('admin');
  const ability = useAbility();
  const canUpdate = ability.can('update', 'User');
  const tabs = canUpdate ? USER_TABS : READ_ONLY_TABS;
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: UserTab = (tabs as readonly string[]).includes(asked ?? '') ? (asked as UserTab) : 'account';
  const source = useMemo(() => userSettingsSource(user.id), [user.id]);

  const content: Record<UserTab, () => ReactNode> = {
    account: () => <AccountPanel user={user} />,
    security: () => <SecurityPanel user={user} canUpdate={canUpdate} />,
    'billing-plans': () => (
      <SettingsPanel>
        {(settings) => <BillingPlansTab settings={settings} planCard={<UserPlanCard user={user} />} />}
      </SettingsPanel>
    ),
    notification: () => (
      <SettingsPanel>{(settings) => <NotificationTab saved={settings.notifications} />}</SettingsPanel>
    ),
    connection: () => (
      <SettingsPanel>{(settings) => <ConnectionTab saved={settings.connections} />}</SettingsPanel>
    ),
  };

  return (
    <AccountSettingsSourceProvider value={source}>
      <Tabs
        value={tab}
        onValueChange={(next) =>
          setSearch(
            (prev) => {
              const params = new URLSearchParams(prev);
              if (next === 'account') params.delete('tab');
              else params.set('tab', next);
              return params;
            },
            { replace: true },
          )
        }
      >
        <TabList variant="pills" aria-label={t('users.sections')}>
          {tabs.map((name) => (
            <Tab key={name} value={name} icon={ICONS[name]}>
              {t(`account.tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab}>{content[tab]()}</TabPanel>
      </Tabs>
    </AccountSettingsSourceProvider>
  );
}
