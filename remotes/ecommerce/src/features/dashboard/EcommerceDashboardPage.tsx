import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useAbility, useDateRange } from '@atrium/platform';
import { DashboardCell, DateRangeControl, Grid, PageHeader } from '@atrium/ui';
import { StatisticsCard } from './components/StatisticsCard';
import { OrdersByStatusCard } from './components/OrdersByStatusCard';
import { RevenueReportCard } from './components/RevenueReportCard';
import { EarningsCard } from './components/EarningsCard';
import { SalesStatisticsCard } from './components/SalesStatisticsCard';
import { PopularProductsCard } from './components/PopularProductsCard';
import { SalesByCountryCard } from './components/SalesByCountryCard';
import { TransactionsCard } from './components/TransactionsCard';
import { RecentOrdersCard } from './components/RecentOrdersCard';
import { preloadCharts } from '@atrium/ui/charts';

// The charting library starts loading with the page, while the cards' data is on its way.
preloadCharts();

const Cards = styled(Grid).attrs({ $min: '22rem' })``;

/**
 * The e-commerce dashboard (also at /apps/ecommerce/dashboard): every figure computed by the API from
 * the orders the order list shows, over the range chosen at the top (kept in the URL); each card its
 * own call. The products' and customers' figures only for someone who may read those.
 */
export default function EcommerceDashboardPage() {
  const { t } = useTranslation('ecommerce');
  const ability = useAbility();
  const canReadProducts = ability.can('read', 'Product');
  const canReadCustomers = ability.can('read', 'Customer');
  const { range, setRange } = useDateRange();
  const period = { from: range.from, to: range.to };
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={<DateRangeControl value={range} onChange={setRange} label={t('dashboard.range')} />}
      />
      <Cards>
        <DashboardCell $span="row">
          <StatisticsCard period={period} showCustomers={canReadCustomers} />
        </DashboardCell>
        <DashboardCell $span={2}>
          <RevenueReportCard period={period} />
        </DashboardCell>
        <OrdersByStatusCard period={period} />
        <DashboardCell $span={2}>
          <EarningsCard period={period} />
        </DashboardCell>
        <SalesStatisticsCard period={period} />
        {canReadProducts && <PopularProductsCard period={period} />}
        {canReadCustomers && <SalesByCountryCard period={period} />}
        <TransactionsCard period={period} />
        <DashboardCell $span="row">
          <RecentOrdersCard period={period} />
        </DashboardCell>
      </Cards>
    </>
  );
}
