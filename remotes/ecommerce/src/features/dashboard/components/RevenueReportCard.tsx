import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import {
  BigFigure,
  compactMoneyAxis,
  DashboardCard,
  FigureHeadline,
  PeriodChange,
  useBucketLabel,
} from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useSales } from '../api/getSales';

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

/** Revenue slice by slice: this period's bars beside the period before's. */
export function RevenueReportCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { money, locale, currency } = useStoreFormatters();
  const query = useSales(period);
  const data = query.data;
  const label = useBucketLabel(data?.unit ?? 'day', locale);
  const current = data?.buckets.map((b) => b.revenue) ?? [];
  const previous = data?.previous.map((b) => b.revenue) ?? [];
  return (
    <DashboardCard
      title={t('dashboard.revenueReport')}
      subtitle={t('dashboard.revenueReportText')}
      state={query}
      skeletonHeight={340}
    >
      {data && (
        <>
          <FigureHeadline>
            <BigFigure>{money(sum(current))}</BigFigure>
            <PeriodChange figure={{ value: sum(current), previous: sum(previous) }} locale={locale} />
          </FigureHeadline>
          <Chart
            type="bar"
            height={280}
            label={t('dashboard.revenueReport')}
            series={[
              { name: t('dashboard.thisPeriod'), data: current },
              { name: t('dashboard.previousPeriod'), data: previous },
            ]}
            options={{
              xaxis: { categories: data.buckets.map(label), tickAmount: Math.min(12, data.buckets.length) },
              yaxis: compactMoneyAxis(locale, currency),
              plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
              colors: [theme.palette.primary.main, theme.palette.warning.main],
              dataLabels: { enabled: false },
            }}
            table={{
              columns: [t('dashboard.bucket'), t('dashboard.thisPeriod'), t('dashboard.previousPeriod')],
              rows: data.buckets.map((b, i) => [
                label(b),
                money(b.revenue),
                money(data.previous[i]?.revenue ?? 0),
              ]),
            }}
          />
        </>
      )}
    </DashboardCard>
  );
}
