import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  IconBell,
  IconBuildingStore,
  IconCreditCard,
  IconMapPin,
  IconShoppingCart,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { SETTINGS_SECTIONS, type SettingsSection } from '@atrium/contracts';
import { Card, ErrorState, PageHeader, Skeleton, Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { errorMessage } from '../../common/errorMessage';
import { useEcommerceSettings } from './api/getSettings';
import { StoreSettingsForm } from './components/StoreSettingsForm';
import { PaymentSettingsForm } from './components/PaymentSettingsForm';
import { CheckoutSettingsForm } from './components/CheckoutSettingsForm';
import { ShippingSettingsForm } from './components/ShippingSettingsForm';
import { LocationSettingsForm } from './components/LocationSettingsForm';
import { NotificationSettingsForm } from './components/NotificationSettingsForm';

const ICONS: Record<SettingsSection, ReactNode> = {
  store: <IconBuildingStore size={18} aria-hidden="true" />,
  payments: <IconCreditCard size={18} aria-hidden="true" />,
  checkout: <IconShoppingCart size={18} aria-hidden="true" />,
  shipping: <IconTruckDelivery size={18} aria-hidden="true" />,
  locations: <IconMapPin size={18} aria-hidden="true" />,
  notifications: <IconBell size={18} aria-hidden="true" />,
};

/** Side by side on wide screens; on narrow ones the tab list runs across the top and scrolls. */
const Layout = styled(Tabs)`
  align-items: flex-start;
  & > [role='tablist'] {
    min-inline-size: 13rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}px) {
    &[data-orientation='vertical'] {
      flex-direction: column;
      align-items: stretch;
    }
    & > [role='tablist'][data-orientation='vertical'] {
      flex-direction: row;
      overflow-x: auto;
      min-inline-size: 0;
    }
  }
`;

const SkeletonLayout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 13rem minmax(0, 1fr);
  }
`;

const isSection = (value: string | null): value is SettingsSection =>
  (SETTINGS_SECTIONS as readonly (string | null)[]).includes(value);

/** E-commerce settings: one tab per section (the tab in the URL), each a form that validates and saves. */
export default function SettingsPage() {
  const { t } = useTranslation('ecommerce');
  const [search, setSearch] = useSearchParams();
  const settings = useEcommerceSettings();
  const param = search.get('tab');
  const tab: SettingsSection = isSection(param) ? param : 'store';

  // A section's form is mounted when its tab is first shown and stays mounted (hidden) afterwards, so
  // its unsaved edits survive a visit to another tab; sections never opened cost nothing (six forms
  // at once made every render and keystroke of the page do six times the work).
  const [opened, setOpened] = useState<ReadonlySet<SettingsSection>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set(opened).add(tab));
  const panel = (section: SettingsSection, form: ReactNode) => (
    <TabPanel value={section} forceMount={opened.has(section) || undefined}>
      {form}
    </TabPanel>
  );

  const selectTab = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'store') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  let body: ReactNode;
  if (settings.error) {
    body = (
      <Card>
        <ErrorState
          message={errorMessage(settings.error) ?? undefined}
          onRetry={() => void settings.refetch()}
        />
      </Card>
    );
  } else if (!settings.data) {
    body = (
      <SkeletonLayout aria-busy="true" data-testid="settings-skeleton">
        <Card style={{ padding: '1rem', display: 'grid', gap: '0.75rem', alignContent: 'start' }}>
          {SETTINGS_SECTIONS.map((s) => (
            <Skeleton key={s} $height="2rem" />
          ))}
        </Card>
        <Card style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
          <Skeleton $width="40%" $height="1.25rem" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} $height="2.5rem" />
          ))}
        </Card>
      </SkeletonLayout>
    );
  } else {
    const data = settings.data;
    body = (
      <Layout orientation="vertical" value={tab} onValueChange={selectTab}>
        <TabList aria-label={t('settings.sections')}>
          {SETTINGS_SECTIONS.map((s) => (
            <Tab key={s} value={s} icon={ICONS[s]}>
              {t(`settings.tabs.${s}`)}
            </Tab>
          ))}
        </TabList>
        {panel('store', <StoreSettingsForm saved={data.store} />)}
        {panel('payments', <PaymentSettingsForm saved={data.payments} />)}
        {panel('checkout', <CheckoutSettingsForm saved={data.checkout} />)}
        {panel('shipping', <ShippingSettingsForm saved={data.shipping} />)}
        {panel('locations', <LocationSettingsForm saved={data.locations} />)}
        {panel('notifications', <NotificationSettingsForm saved={data.notifications} />)}
      </Layout>
    );
  }

  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      {body}
    </>
  );
}
