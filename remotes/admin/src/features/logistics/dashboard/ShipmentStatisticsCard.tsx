import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LogisticsRangeQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, useBucketLabel } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useShipmentStats } from '../api/getShipmentStats';

/** Shipments ordered per day, week or month of the period (bars), and how many of them are delivered (line). */
export function ShipmentStatisticsCard({ period }: { period: LogisticsRangeQuery }) {
  const { t } = useTranslation('admin');
  const { number, locale } = useFormatters();
  const query = useShipmentStats(period);
  const data = query.data;
  const buckets = data?.buckets ?? [];
  const multiYear =
    buckets.length > 0 && buckets[0].from.slice(0, 4) !== buckets[buckets.length - 1].from.slice(0, 4);
  // Months are named without their year unless the chart spans more than one.
  const label = useBucketLabel(data?.granularity ?? 'day', locale, { year: multiYear });
  const chart = useMemo(() => {
    if (!data) return null;
    const categories = data.buckets.map(label);
    const shipments = t('logistics.shipmentStats.shipments');
    const delivered = t('logistics.shipmentStats.delivered');
    return {
      label: t(`logistics.shipmentStats.chart.${data.granularity}`),
      series: [
        { name: shipments, type: 'column', data: data.buckets.map((b) => b.shipments) },
        { name: delivered, type: 'line', data: data.buckets.map((b) => b.delivered) },
      ],
      options: {
        // A month of days would crowd the axis: at most a label every other period.
        xaxis: { categories, tickAmount: Math.min(categories.length, 15) },
        yaxis: { labels: { formatter: (v: number) => number(Math.round(v)) } },
        stroke: { width: [0, 3], curve: 'smooth' as const },
        plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
        legend: { position: 'top' as const },
        markers: { size: data.buckets.length > 31 ? 0 : 3 },
      },
      table: {
        columns: [t(`logistics.shipmentStats.${data.granularity}`), shipments, delivered],
        rows: data.buckets.map((b, i) => [categories[i], b.shipments, b.delivered]),
      },
    };
  }, [data, label, number, t]);
  return (
    <DashboardCard
      title={t('logistics.shipmentStats.title')}
      subtitle={
        data &&
        t('logistics.shipmentStats.subtitle', {
          delivered: number(data.totalDelivered),
          shipments: number(data.totalShipments),
          count: data.totalShipments,
        })
      }
      state={query}
      skeletonHeight={300}
    >
      {chart && (
        <Chart
          type="line"
          height={300}
          label={chart.label}
          series={chart.series}
          options={chart.options}
          table={chart.table}
        />
      )}
    </DashboardCard>
  );
}
