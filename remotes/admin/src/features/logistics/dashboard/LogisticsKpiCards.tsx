import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconCircleCheck, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import type { LogisticsRangeQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { Card, ErrorState, Grid, StatCard } from '@atrium/ui';
import { useLogisticsKpis } from '../api/getLogisticsKpis';
import { usePeriodTrend } from './usePeriodTrend';

/**
 * The period's headline figures, each against the period before: shipments, in transit, delivered,
 * delayed. One call: the four load and fail together, with one Retry.
 */
export function LogisticsKpiCards({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const trend = usePeriodTrend();
  const query = useLogisticsKpis(period);
  if (query.isError) {
    return (
      <Card>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const data = query.data;
  const loading = query.isPending;
  const vsPrevious = t('logistics.vsPrevious');
  return (
    <Grid $min="14rem">
      <StatCard
        variant="kpi"
        accent
        color="primary"
        icon={<IconPackage size={24} />}
        title={t('logistics.kpis.shipments')}
        value={data ? number(data.shipments.value) : ''}
        trend={data && trend(data.shipments)}
        subtitle={data && vsPrevious}
        loading={loading}
      />
      <StatCard
        variant="kpi"
        accent
        color="info"
        icon={<IconTruckDelivery size={24} />}
        title={t('logistics.kpis.inTransit')}
        value={data ? number(data.inTransit.value) : ''}
        trend={data && trend(data.inTransit)}
        subtitle={data && vsPrevious}
        loading={loading}
      />
      <StatCard
        variant="kpi"
        accent
        color="success"
        icon={<IconCircleCheck size={24} />}
        title={t('logistics.kpis.delivered')}
        value={data ? number(data.delivered.value) : ''}
        trend={data && trend(data.delivered)}
        subtitle={data && vsPrevious}
        loading={loading}
      />
      <StatCard
        variant="kpi"
        accent
        color="warning"
        icon={<IconAlertTriangle size={24} />}
        title={t('logistics.kpis.delayed')}
        value={data ? number(data.delayed.value) : ''}
        trend={data && trend(data.delayed, 'down')}
        subtitle={data && vsPrevious}
        loading={loading}
      />
    </Grid>
  );
}
