import { useTranslation } from 'react-i18next';
import { useDateRange } from '@atrium/platform';
import { DashboardRow, DashboardRows, DateRangeControl, PageHeader } from '@atrium/ui';
import { SessionsCard } from './components/SessionsCard';
import { SalesOverviewCard } from './components/SalesOverviewCard';
import { RevenueReportCard } from './components/RevenueReportCard';
import { EarningsCard } from './components/EarningsCard';
import { SupportTrackerCard } from './components/SupportTrackerCard';
import { SalesByCountryCard } from './components/SalesByCountryCard';
import { ProjectsTable } from './components/ProjectsTable';
import { preloadCharts } from '@atrium/ui/charts';

// The charting library starts loading with the page, while the cards' data is on its way.
preloadCharts();

/**
 * Analytics dashboard: every card reads its own aggregate call over the date range at the top (kept in
 * the URL), so changing it moves them all and one failing call leaves the others standing. The projects
 * table is the spec's list call: projects have no dates, it shows them as they are now.
 */
export default function AnalyticsDashboardPage() {
  const { t } = useTranslation('admin');
  const { range, setRange } = useDateRange();
  const period = { from: range.from, to: range.to };
  return (
    <>
      <PageHeader
        title={t('analytics.title')}
        actions={<DateRangeControl value={range} onChange={setRange} label={t('analytics.range')} />}
      />
      <DashboardRows>
        <DashboardRow $tracks="minmax(0, 1fr) minmax(0, 1fr)">
          <SessionsCard period={period} />
          <SalesOverviewCard period={period} />
        </DashboardRow>
        <DashboardRow $tracks="minmax(0, 2fr) minmax(0, 1fr)">
          <RevenueReportCard period={period} />
          <EarningsCard period={period} />
        </DashboardRow>
        <DashboardRow $tracks="minmax(0, 1fr) minmax(0, 1fr)">
          <SupportTrackerCard period={period} />
          <SalesByCountryCard period={period} />
        </DashboardRow>
        <ProjectsTable />
      </DashboardRows>
    </>
  );
}
