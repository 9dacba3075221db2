import { useTranslation } from 'react-i18next';
import { useTheme } from 'styled-components';
import type { CrmPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
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
import { useCrmRevenue } from '../api/getCrmRevenue';

/** What the won deals came to over the period, slice by slice, and the change from the period before. */
export function RevenueGrowthCard({ period }: { period: CrmPeriodQuery }) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const { money, number, locale } = useFormatters();
  const query = useCrmRevenue(period);
  const data = query.data;
  const label = useBucketLabel(data?.unit ?? 'day', locale);
  const deals = data?.buckets.reduce((s, b) => s + b.deals, 0) ?? 0;
  return (
    <DashboardCard
      title={t('crm.revenue.title')}
      subtitle={t('crm.revenue.subtitle')}
      state={query}
      skeletonHeight={330}
    >
      {data && (
        <>
          <FigureHeadline>
            <BigFigure>{money(data.total)}</BigFigure>
            <PeriodChange figure={{ value: data.total, previous: data.previousTotal }} locale={locale} />
            <MutedText>{t('crm.revenue.deals', { count: deals, formatted: number(deals) })}</MutedText>
          </FigureHeadline>
          <Chart
            type="bar"
            height={260}
            label={t('crm.revenue.chart')}
            series={[{ name: t('crm.revenue.amount'), data: data.buckets.map((b) => b.amount) }]}
            options={{
              xaxis: { categories: data.buckets.map(label), tickAmount: Math.min(12, data.buckets.length) },
              yaxis: compactMoneyAxis(locale),
              plotOptions: { bar: { borderRadius: 4, columnWidth: '60%' } },
              colors: [theme.palette.primary.main],
              dataLabels: { enabled: false },
            }}
            table={{
              columns: [t('crm.revenue.period'), t('crm.revenue.amount'), t('crm.revenue.dealsColumn')],
              rows: data.buckets.map((b) => [label(b), money(b.amount), number(b.deals)]),
            }}
          />
        </>
      )}
    </DashboardCard>
  );
}
