import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery, RevenuePeriod } from '@atrium/contracts';
import { dateRangeDays, useFormatters } from '@atrium/platform';
import { DashboardCard } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useRevenue } from '../api/getRevenue';
import { BigFigure, Headline, Muted } from './figures';
import { PeriodChange } from './PeriodChange';
import { useBucketLabel } from './bucketLabels';
import { allowedRevenuePeriods, effectiveRevenuePeriod } from './revenuePeriods';
import { RevenuePeriodSwitch } from './RevenuePeriodSwitch';

/** Revenue over the period (orders' sales and invoices issued), cut by day, week or month. */
export function RevenueReportCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, number } = useFormatters();
  const days = dateRangeDays(period);
  const [chosen, setChosen] = useState<RevenuePeriod>();
  const cut = effectiveRevenuePeriod(chosen, days);
  const query = useRevenue(period, cut);
  const data = query.data;
  const label = useBucketLabel(cut);
  const categories = useMemo(() => data?.points.map(label) ?? [], [data, label]);
  const options = useMemo(
    () => ({
      chart: { stacked: true },
      xaxis: { categories, tickAmount: 8, labels: { hideOverlappingLabels: true } },
      yaxis: {
        labels: {
          formatter: (v: number) => number(v, { style: 'currency', currency: 'USD', notation: 'compact' }),
        },
      },
      tooltip: { y: { formatter: (v: number) => money(v) } },
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
      legend: { position: 'top' as const, horizontalAlign: 'left' as const },
    }),
    [categories, money, number],
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
          <Headline>
            <BigFigure>{money(data.total.value)}</BigFigure>
            <PeriodChange figure={data.total} />
            <Muted>{t('analytics.revenue.previous', { amount: money(data.total.previous) })}</Muted>
          </Headline>
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
