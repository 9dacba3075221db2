import { useTranslation } from 'react-i18next';
import { IconAlertTriangle, IconCircleCheck, IconGauge, IconTruck } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Card, ErrorState, Skeleton } from '@atrium/ui';
import { StatCard, SummaryGrid } from '../../../shared/StatCard';
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
      <SummaryGrid aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} $height="6rem" />
        ))}
      </SummaryGrid>
    );
  }
  return (
    <SummaryGrid>
      <StatCard
        label={t('logistics.summary.onRoute')}
        value={number(summary.onRoute)}
        color="primary"
        icon={IconTruck}
      />
      <StatCard
        label={t('logistics.summary.withWarnings')}
        value={number(summary.withWarnings)}
        color="warning"
        icon={IconAlertTriangle}
      />
      <StatCard
        label={t('logistics.summary.arrived')}
        value={number(summary.arrived)}
        color="success"
        icon={IconCircleCheck}
      />
      <StatCard
        label={t('logistics.summary.averageProgress')}
        value={`${number(summary.averageProgress)}%`}
        color="info"
        icon={IconGauge}
      />
    </SummaryGrid>
  );
}
