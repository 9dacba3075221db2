import { lazy, Suspense } from 'react';
import { Skeleton } from '@atrium/ui';

/** The charts wrapper (and ApexCharts with it) is fetched only when the dashboard shows a chart. */
const Chart = lazy(() =>
  import(/* webpackChunkName: "academy-chart" */ '@atrium/ui/charts').then((m) => ({ default: m.Chart })),
);

/** Courses per tag, as a donut. */
export function TagsChart({ data, label }: { data: { tag: string; count: number }[]; label: string }) {
  return (
    <Suspense fallback={<Skeleton $height="280px" />}>
      <Chart
        type="donut"
        label={label}
        height={280}
        series={data.map((d) => d.count)}
        options={{ labels: data.map((d) => d.tag), legend: { position: 'bottom' } }}
      />
    </Suspense>
  );
}
