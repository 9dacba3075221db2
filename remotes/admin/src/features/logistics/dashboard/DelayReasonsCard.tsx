import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogisticsRangeQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, sharePercent } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useDelayReasons } from '../api/getDelayReasons';

/** Why the period's late shipments were late: a donut with the total in its middle. */
export function DelayReasonsCard({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number } = useFormatters();
  const query = useDelayReasons(period);
  const data = query.data;
  const chart = useMemo(() => {
    if (!data || data.totalDelayed === 0) return null;
    const labels = data.reasons.map((r) => t(`logistics.delays.${r.reason}`));
    const percent = (count: number) =>
      number(sharePercent(count, data.totalDelayed) / 100, { style: 'percent', maximumFractionDigits: 1 });
    const total = t('logistics.delays.total');
    return {
      series: data.reasons.map((r) => r.count),
      label: t('logistics.delays.chart', {
        values: data.reasons.map((r, i) => `${labels[i]}: ${number(r.count)}`).join(', '),
      }),
      options: {
        labels,
        legend: { position: 'bottom' as const },
        dataLabels: { enabled: false },
        tooltip: { y: { formatter: (v: number) => `${number(v)} (${percent(v)})` } },
        plotOptions: {
          pie: {
            donut: {
              size: '72%',
              labels: {
                show: true,
                value: { formatter: (v: string) => number(Number(v)) },
                total: { show: true, label: total, formatter: () => number(data.totalDelayed) },
              },
            },
          },
        },
      },
      table: {
        columns: [t('logistics.delays.reason'), t('logistics.delays.count'), t('logistics.delays.share')],
        rows: data.reasons.map((r, i) => [labels[i], r.count, percent(r.count)]),
      },
    };
  }, [data, number, t]);
  return (
    <DashboardCard
      title={t('logistics.delays.title')}
      subtitle={
        data && t('logistics.delays.subtitle', { count: data.totalDelayed, total: number(data.totalDelayed) })
      }
      state={query}
      skeletonHeight={340}
    >
      {data &&
        (chart ? (
          <Chart
            type="donut"
            height={340}
            label={chart.label}
            series={chart.series}
            options={chart.options}
            table={chart.table}
          />
        ) : (
          <p>{t('logistics.delays.none')}</p>
        ))}
    </DashboardCard>
  );
}
