import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { BigFigure, DashboardCard, FigureHeadline, PeriodChange, useBucketLabel } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useSales } from '../api/getSales';

/** Orders placed slice by slice, this period's line against the period before's. */
export function SalesStatisticsCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { number, locale } = useFormatters();
  const query = useSales(period);
  const data = query.data;
  const label = useBucketLabel(data?.unit ?? 'day', locale);
  const orders = data?.buckets.reduce((s, b) => s + b.orders, 0) ?? 0;
  const before = data?.previous.reduce((s, b) => s + b.orders, 0) ?? 0;
  return (
    <DashboardCard
      title={t('dashboard.salesStatistics')}
      subtitle={t('dashboard.salesStatisticsText')}
      state={query}
      skeletonHeight={320}
    >
      {data && (
        <>
          <FigureHeadline>
            <BigFigure>{t('dashboard.ordersCount', { count: orders, formatted: number(orders) })}</BigFigure>
            <PeriodChange figure={{ value: orders, previous: before }} locale={locale} />
          </FigureHeadline>
          <Chart
            type="line"
            height={240}
            label={t('dashboard.salesStatistics')}
            series={[
              { name: t('dashboard.thisPeriod'), data: data.buckets.map((b) => b.orders) },
              { name: t('dashboard.previousPeriod'), data: data.previous.map((b) => b.orders) },
            ]}
            options={{
              colors: [theme.palette.primary.main, theme.palette.secondary.main],
              stroke: { curve: 'smooth', width: 3 },
              xaxis: { categories: data.buckets.map(label), tickAmount: Math.min(8, data.buckets.length) },
              yaxis: { labels: { formatter: (v: number) => number(Math.round(v)) } },
            }}
            table={{
              columns: [t('dashboard.bucket'), t('dashboard.thisPeriod'), t('dashboard.previousPeriod')],
              rows: data.buckets.map((b, i) => [label(b), b.orders, data.previous[i]?.orders ?? 0]),
            }}
          />
        </>
      )}
    </DashboardCard>
  );
}
