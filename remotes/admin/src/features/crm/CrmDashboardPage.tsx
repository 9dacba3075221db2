import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDateRange } from '@atrium/platform';
import { DashboardCell, DateRangeControl, Grid, PageHeader } from '@atrium/ui';
import { CustomersCard } from './components/CustomersCard';
import { RevenueGrowthCard } from './components/RevenueGrowthCard';
import { DealsFunnelCard } from './components/DealsFunnelCard';
import { SalesByCountryCard } from './components/SalesByCountryCard';
import { ActiveProjectsCard } from './components/ActiveProjectsCard';
import { ActivityTimelineCard } from './components/ActivityTimelineCard';
import { LeadsCard } from './components/LeadsCard';
import { preloadCharts } from '@atrium/ui/charts';

// The charting library starts loading with the page, while the cards' data is on its way.
preloadCharts();

const Cards = styled(Grid).attrs({ $min: '20rem' })``;

/**
 * The CRM dashboard: customers, revenue growth, the deals funnel, sales by country, active projects,
 * the activity timeline and the leads, every card its own call over the range chosen at the top
 * (kept in the URL).
 */
export default function CrmDashboardPage() {
  const { t } = useTranslation('admin');
  const { range, setRange } = useDateRange();
  const period = { from: range.from, to: range.to };
  return (
    <>
      <PageHeader
        title={t('crm.title')}
        subtitle={t('crm.subtitle')}
        actions={<DateRangeControl value={range} onChange={setRange} label={t('crm.range')} />}
      />
      <Cards>
        <CustomersCard period={period} />
        <DashboardCell $span={2}>
          <RevenueGrowthCard period={period} />
        </DashboardCell>
        <DealsFunnelCard period={period} />
        <SalesByCountryCard period={period} />
        <ActiveProjectsCard period={period} />
        <ActivityTimelineCard period={period} />
        <DashboardCell $span={2}>
          <LeadsCard period={period} />
        </DashboardCell>
      </Cards>
    </>
  );
}
