import { useTranslation } from 'react-i18next';
import { useDateRange } from '@atrium/platform';
import { DashboardRow, DashboardRows, DateRangeControl, PageHeader } from '@atrium/ui';
import { VehiclesTable } from './components/VehiclesTable';
import { LogisticsKpiCards } from './dashboard/LogisticsKpiCards';
import { VehicleOverviewCard } from './dashboard/VehicleOverviewCard';
import { ShipmentStatisticsCard } from './dashboard/ShipmentStatisticsCard';
import { DeliveryPerformanceCard } from './dashboard/DeliveryPerformanceCard';
import { DelayReasonsCard } from './dashboard/DelayReasonsCard';
import { OrdersByCountryCard } from './dashboard/OrdersByCountryCard';
import { preloadCharts } from '@atrium/ui/charts';

// The charting library starts loading with the page, while the cards' data is on its way.
preloadCharts();

/**
 * Logistics dashboard: every card reads its own aggregate call over the date range at the top (kept in
 * the URL), so changing it moves them all and one failing call leaves the others standing. The vehicles
 * table is the spec's list call: vehicles have no dates, it shows the fleet as it is now.
 */
export default function LogisticsDashboardPage() {
  const { t } = useTranslation('admin');
  const { range, setRange } = useDateRange();
  const period = { from: range.from, to: range.to };
  return (
    <>
      <PageHeader
        title={t('logistics.dashboardTitle')}
        actions={<DateRangeControl value={range} onChange={setRange} label={t('logistics.range')} />}
      />
      <DashboardRows>
        <LogisticsKpiCards period={period} />
        <DashboardRow $tracks="minmax(0, 1fr) minmax(0, 1fr)">
          <VehicleOverviewCard period={period} />
          <ShipmentStatisticsCard period={period} />
        </DashboardRow>
        <DashboardRow $tracks="repeat(3, minmax(0, 1fr))">
          <DeliveryPerformanceCard period={period} />
          <DelayReasonsCard period={period} />
          <OrdersByCountryCard period={period} />
        </DashboardRow>
        <VehiclesTable />
      </DashboardRows>
    </>
  );
}
