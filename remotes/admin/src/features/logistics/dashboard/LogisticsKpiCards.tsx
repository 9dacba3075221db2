import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconCircleCheck, IconPackage, IconTruckDelivery } from '@tabler/icons-react';
import type { LogisticsKpisResponse, LogisticsRangeQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  Card,
  ErrorState,
  Grid,
  periodTrend,
  StatCard,
  type ColorName,
  type GoodDirection,
} from '@atrium/ui';
import { useLogisticsKpis } from '../api/getLogisticsKpis';

const KPIS: {
  key: keyof LogisticsKpisResponse;
  color: ColorName;
  icon: ReactNode;
  goodWhen: GoodDirection;
}[] = [
  { key: 'shipments', color: 'primary', icon: <IconPackage size={24} />, goodWhen: 'up' },
  { key: 'inTransit', color: 'info', icon: <IconTruckDelivery size={24} />, goodWhen: 'up' },
  { key: 'delivered', color: 'success', icon: <IconCircleCheck size={24} />, goodWhen: 'up' },
  { key: 'delayed', color: 'warning', icon: <IconAlertTriangle size={24} />, goodWhen: 'down' },
];

/**
 * The period's headline figures, each against the period before: shipments, in transit, delivered,
 * delayed. One call: the four load and fail together, with one Retry.
 */
export function LogisticsKpiCards({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number, locale } = useFormatters();
  const query = useLogisticsKpis(period);
  if (query.isError) {
    return (
      <Card>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </Card>
    );
  }
  const data = query.data;
  return (
    <Grid $min="14rem">
      {KPIS.map(({ key, color, icon, goodWhen }) => (
        <StatCard
          key={key}
          variant="kpi"
          accent
          color={color}
          icon={icon}
          title={t(`logistics.kpis.${key}`)}
          value={data ? number(data[key].value) : ''}
          trend={data && periodTrend(data[key], locale, goodWhen)}
          subtitle={data && t('logistics.vsPrevious')}
          loading={query.isPending}
        />
      ))}
    </Grid>
  );
}
