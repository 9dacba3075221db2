import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery, RevenuePeriod } from '@atrium/contracts';
import { dateRangeDays, useFormatters } from '@atrium/platform';
import {
  BigFigure,
  compactMoneyAxis,
  DashboardCard,
  FigureHeadline,
  MutedText,
  PeriodChange,
  useBucketLabel,
} from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useRevenue } from '../api/getRevenue';
import { allowedRevenuePeriods, effectiveRevenuePeriod } from './revenuePeriods';
import { RevenuePeriodSwitch } from './RevenuePeriodSwitch';

/** Revenue over the period (orders' sales and invoices issued), cut by day, week or month. */
export function RevenueReportCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, locale } = useFormatters();
  const days = dateRangeDays(period);
  const [chosen, setChosen] = useState<RevenuePeriod>();
  const cut = effectiveRevenuePeriod(chosen, days);
  const query = useRevenue(period, cut);
  const data = query.data;
  const label = useBucketLabel(cut, locale);
  const categories = useMemo(() => data?.points.map(label) ?? [], [data, label]);
  const options = useMemo(
    () => ({
      chart: { stacked: true },
      xaxis: { categories, tickAmount: 8, labels: { hideOverlappingLabels: true } },
      yaxis: compactMoneyAxis(locale),
      tooltip: { y: { formatter: (v: number) => money(v) } },
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
      legend: { position: 'top' as const, horizontalAlign: 'left' as const },
    }),
    [categories, money, locale],
  );
  return (
    <DashboardCard
      title={t('analytics.revenue.title')}
      subtitle={t('analytics.revenue.subtitle')}
      action={<RevenuePeriodSwitch value={cut} allowed={allowedRevenuePeriods(days)} onChange={setChosen} />}
      state={query}
      skeletonHeight={360}
    >
      {data && (
        <>
          <FigureHeadline $spacing="1rem">
            <BigFigure>{money(data.total.value)}</BigFigure>
            <PeriodChange figure={data.total} locale={locale} />
            <MutedText>{t('analytics.revenue.previous', { amount: money(data.total.previous) })}</MutedText>
          </FigureHeadline>
          <Chart
            type="bar"
            height={300}
            label={t(`analytics.revenue.chartLabel.${data.unit}`)}
            series={[
              { name: t('analytics.revenue.sales'), data: data.points.map((p) => p.sales) },
              { name: t('analytics.revenue.invoiced'), data: data.points.map((p) => p.invoiced) },
            ]}
            options={options}
            table={{
              columns: [
                t(`analytics.unit.${data.unit}`),
                t('analytics.revenue.sales'),
                t('analytics.revenue.invoiced'),
              ],
              rows: data.points.map((p, i) => [categories[i], money(p.sales), money(p.invoiced)]),
            }}
          />
        </>
      )}
    </DashboardCard>
  );
}
