import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IconBell, IconFileText, IconLink, IconLock, IconUser } from '@tabler/icons-react';
import type { AccountSettings } from '@atrium/contracts';
import {
  ButtonLink,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@atrium/ui';
import { useAccountSettings } from './api/accountSettings';
import { ACCOUNT_TABS, isAccountTab, type AccountTab } from './schemas';
import { AccountDetailsCard } from './components/AccountDetailsCard';
import { DeactivateAccountCard } from './components/DeactivateAccountCard';
import { SecurityTab } from './components/SecurityTab';
import { BillingPlansTab } from './components/BillingPlansTab';
import { NotificationTab } from './components/NotificationTab';
import { ConnectionTab } from './components/ConnectionTab';
import { Stack } from './components/formLayout';

const TAB_ICONS: Record<AccountTab, ReactNode> = {
  account: <IconUser size={18} aria-hidden="true" />,
  security: <IconLock size={18} aria-hidden="true" />,
  'billing-plans': <IconFileText size={18} aria-hidden="true" />,
  notification: <IconBell size={18} aria-hidden="true" />,
  connection: <IconLink size={18} aria-hidden="true" />,
};

const TAB_CONTENT: Record<AccountTab, (settings: AccountSettings) => ReactNode> = {
  account: (settings) => (
    <Stack>
      <AccountDetailsCard saved={settings.details} />
      <DeactivateAccountCard />
    </Stack>
  ),
  security: (settings) => <SecurityTab twoStep={settings.security.twoStep} />,
  'billing-plans': (settings) => <BillingPlansTab settings={settings} />,
  notification: (settings) => <NotificationTab saved={settings.notifications} />,
  connection: (settings) => <ConnectionTab saved={settings.connections} />,
};

/**
 * Account settings: one tab (in the URL) of account, security, billing and plans, notifications,
 * connections — the signed-in account's own, saved through the API.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const tab = useParams().tab;
  const settings = useAccountSettings();

  if (!isAccountTab(tab)) {
    return (
      <Card>
        <EmptyState
          title={t('account.tabNotFound')}
          text={t('account.tabNotFoundText', { tab })}
          action={
            <ButtonLink to="/pages/account-settings/account" variant="tonal">
              {t('account.backToAccount')}
            </ButtonLink>
          }
        />
      </Card>
    );
  }

  return (
    <>
      <PageHeader title={t('account.title')} />
      <Tabs value={tab} onValueChange={(next) => navigate(`/pages/account-settings/${next}`)}>
        <TabList variant="pills" aria-label={t('account.sections')}>
          {ACCOUNT_TABS.map((name) => (
            <Tab key={name} value={name} icon={TAB_ICONS[name]}>
              {t(`account.tabs.${name}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={tab}>
          {settings.data ? (
            TAB_CONTENT[tab](settings.data)
          ) : settings.error ? (
            <Card>
              <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} />
            </Card>
          ) : (
            <Card aria-busy="true" style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} $height="2.5rem" />
              ))}
            </Card>
          )}
        </TabPanel>
      </Tabs>
    </>
  );
}
