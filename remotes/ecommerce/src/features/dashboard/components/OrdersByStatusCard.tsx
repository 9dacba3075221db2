import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { DashboardCard, MutedText } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useStatuses } from '../api/getStatuses';

/** The period's orders by status, as a donut (its table for screen readers). */
export function OrdersByStatusCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { money, number } = useStoreFormatters();
  const query = useStatuses(period);
  const data = query.data;
  const names = data?.statuses.map((s) => t(`orders.status.${s.status}`)) ?? [];
  return (
    <DashboardCard
      title={t('dashboard.ordersByStatus')}
      subtitle={
        data ? t('dashboard.ordersCount', { count: data.total, formatted: number(data.total) }) : undefined
      }
      state={query}
      skeletonHeight={300}
    >
      {data &&
        (data.total === 0 ? (
          <MutedText>{t('dashboard.empty')}</MutedText>
        ) : (
          <Chart
            type="donut"
            height={300}
            label={t('dashboard.ordersByStatus')}
            series={data.statuses.map((s) => s.orders)}
            options={{
              labels: names,
              legend: { position: 'bottom' },
              colors: [
                theme.palette.success.main,
                theme.palette.info.main,
                theme.palette.warning.main,
                theme.palette.primary.main,
              ],
            }}
            table={{
              columns: [t('orders.columns.status'), t('dashboard.orders'), t('dashboard.revenue')],
              rows: data.statuses.map((s, i) => [names[i], s.orders, money(s.revenue)]),
            }}
          />
        ))}
    </DashboardCard>
  );
}
