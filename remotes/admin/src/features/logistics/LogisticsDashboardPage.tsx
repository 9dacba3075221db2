import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { VEHICLE_WARNINGS } from '@atrium/contracts';
import { Card, CardContent, CardHeader, PageHeader } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useVehicles } from './api/getVehicles';
import { FleetSummaryCards } from './components/FleetSummaryCards';
import { VehiclesTable } from './components/VehiclesTable';
import { summarizeVehicles } from './components/summarizeVehicles';
import { WARNING_KEYS } from './components/vehicleFormat';

const Stack = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** The largest page the API serves: the summary reads the whole fleet (25 vehicles in the sample). */
const SUMMARY_PAGE = 100;

/** Logistics dashboard: fleet numbers, warnings by kind (chart) and the vehicles on route. */
export default function LogisticsDashboardPage() {
  const { t } = useTranslation('admin');
  const all = useVehicles({ page: 1, itemsPerPage: SUMMARY_PAGE });
  const summary = useMemo(() => (all.data ? summarizeVehicles(all.data.vehicles) : undefined), [all.data]);
  const labels = useMemo(() => VEHICLE_WARNINGS.map((w) => t(`logistics.warnings.${WARNING_KEYS[w]}`)), [t]);
  const options = useMemo(() => ({ labels, legend: { position: 'bottom' as const } }), [labels]);
  return (
    <>
      <PageHeader title={t('logistics.dashboardTitle')} />
      <Stack>
        <FleetSummaryCards
          summary={summary}
          loading={all.isLoading}
          error={all.error?.message}
          onRetry={() => void all.refetch()}
        />
        {summary && (
          <Card>
            <CardHeader
              title={t('logistics.warningsTitle')}
              subtitle={t('logistics.warningsSubtitle', { count: summary.total })}
            />
            <CardContent>
              <Chart
                type="donut"
                height={280}
                label={t('logistics.warningsChart', {
                  values: VEHICLE_WARNINGS.map((w, i) => `${labels[i]}: ${summary.byWarning[w]}`).join(', '),
                })}
                series={VEHICLE_WARNINGS.map((w) => summary.byWarning[w])}
                options={options}
              />
            </CardContent>
          </Card>
        )}
        <VehiclesTable />
      </Stack>
    </>
  );
}
