import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconBell, IconLock, IconMapPin, IconUser } from '@tabler/icons-react';
import { ApiError, useAbility } from '@atrium/platform';
import { Card, ErrorState, PageHeader, Skeleton, Tab, TabList, TabPanel, Tabs } from '@atrium/ui';
import { NotFoundState } from '../../common/NotFoundState';
import { errorMessage } from '../../common/errorMessage';
import { useCustomer } from './api/getCustomer';
import { CustomerCard } from './components/CustomerCard';
import { CustomerOrdersTab } from './components/CustomerOrdersTab';
import { CustomerSecurityTab } from './components/CustomerSecurityTab';
import { CustomerAddressTab } from './components/CustomerAddressTab';
import { CustomerNotificationsTab } from './components/CustomerNotificationsTab';

const TABS = ['overview', 'security', 'address', 'notifications'] as const;
type TabName = (typeof TABS)[number];

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(16rem, 1fr) minmax(0, 2fr);
  }
`;

/** A customer (by customerId): their card, and tabs for orders, security, addresses, notifications. */
export default function CustomerDetailsPage() {
  const { t } = useTranslation('ecommerce');
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const customerId = /^\d+$/.test(params.id ?? '') ? Number(params.id) : Number.NaN;
  const customer = useCustomer(customerId);
  // The overview is the customer's orders: a tab for someone who may read orders. The first tab
  // offered is the one without `?tab=`.
  const showOrders = useAbility().can('read', 'Order');
  const tabs = showOrders ? TABS : TABS.filter((name) => name !== 'overview');
  const firstTab = tabs[0];
  const tab: TabName = (tabs as readonly string[]).includes(search.get('tab') ?? '')
    ? (search.get('tab') as TabName)
    : firstTab;

  if (
    !Number.isInteger(customerId) ||
    (customer.error instanceof ApiError && customer.error.status === 404)
  ) {
    return (
      <NotFoundState
        title={t('customers.notFound', { id: params.id })}
        backTo="/apps/ecommerce/customer/list"
        backLabel={t('customers.backToList')}
      />
    );
  }
  if (customer.error) {
    return (
      <Card>
        <ErrorState
          message={errorMessage(customer.error) ?? undefined}
          onRetry={() => void customer.refetch()}
        />
      </Card>
    );
  }
  if (!customer.data) {
    return (
      <Layout aria-busy="true" data-testid="customer-skeleton">
        <Card style={{ padding: '1.5rem', display: 'grid', gap: '1rem', justifyItems: 'center' }}>
          <Skeleton $width="100px" $height="100px" $round />
          <Skeleton $width="60%" $height="1.25rem" />
          <Skeleton $height="1rem" />
          <Skeleton $height="1rem" />
        </Card>
        <Card style={{ padding: '1.5rem', display: 'grid', gap: '1rem' }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} $height="1.25rem" />
          ))}
        </Card>
      </Layout>
    );
  }
  const c = customer.data;
  return (
    <>
      <PageHeader title={t('customers.details.title', { id: c.customerId })} subtitle={c.customer} />
      <Layout>
        <div>
          <CustomerCard customer={c} />
        </div>
        <Tabs
          value={tab}
          onValueChange={(v) =>
            setSearch(
              (prev) => {
                const next = new URLSearchParams(prev);
                if (v === firstTab) next.delete('tab');
                else next.set('tab', v);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabList variant="pills" aria-label={t('customers.details.sections')}>
            {showOrders && (
              <Tab value="overview" icon={<IconUser size={18} aria-hidden="true" />}>
                {t('customers.tabs.overview')}
              </Tab>
            )}
            <Tab value="security" icon={<IconLock size={18} aria-hidden="true" />}>
              {t('customers.tabs.security')}
            </Tab>
            <Tab value="address" icon={<IconMapPin size={18} aria-hidden="true" />}>
              {t('customers.tabs.address')}
            </Tab>
            <Tab value="notifications" icon={<IconBell size={18} aria-hidden="true" />}>
              {t('customers.tabs.notifications')}
            </Tab>
          </TabList>
          {showOrders && (
            <TabPanel value="overview">
              <CustomerOrdersTab customer={c} />
            </TabPanel>
          )}
          <TabPanel value="security">
            <CustomerSecurityTab customerId={c.customerId} />
          </TabPanel>
          <TabPanel value="address">
            <CustomerAddressTab customer={c} />
          </TabPanel>
          <TabPanel value="notifications">
            <CustomerNotificationsTab customerId={c.customerId} />
          </TabPanel>
        </Tabs>
      </Layout>
    </>
  );
}
