import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconCircleCheck, IconGauge, IconTruck } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Card, ErrorState, Grid, Skeleton, StatCardRow } from '@atrium/ui';
import type { FleetSummary } from './summarizeVehicles';

/** The fleet's headline numbers; skeletons while loading, Retry on error. */
export function FleetSummaryCards({
  summary,
  loading,
  error,
  onRetry,
}: {
  summary?: FleetSummary;
  loading: boolean;
  error?: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  if (error) {
    return (
      <Card>
        <ErrorState message={error} onRetry={onRetry} />
      </Card>
    );
  }
  if (loading || !summary) {
    return (
      <Grid $min="14rem" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height="6rem" />
        ))}
      </Grid>
    );
  }
  return (
    <StatCardRow
      variant="kpi"
      cards={[
        {
          title: t('logistics.summary.onRoute'),
          value: number(summary.onRoute),
          color: 'primary',
          icon: <IconTruck size={24} />,
        },
        {
          title: t('logistics.summary.withWarnings'),
          value: number(summary.withWarnings),
          color: 'warning',
          icon: <IconAlertTriangle size={24} />,
        },
        {
          title: t('logistics.summary.arrived'),
          value: number(summary.arrived),
          color: 'success',
          icon: <IconCircleCheck size={24} />,
        },
        {
          title: t('logistics.summary.averageProgress'),
          value: `${number(summary.averageProgress)}%`,
          color: 'info',
          icon: <IconGauge size={24} />,
        },
      ]}
    />
  );
}
