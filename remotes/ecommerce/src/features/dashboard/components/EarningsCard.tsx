import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import type { EcommerceDashboardQuery } from '@atrium/contracts';
import { useStoreFormatters } from '@atrium/platform';
import { DashboardCard, useBucketLabel } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useSales } from '../api/getSales';

const Totals = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem;
  margin: 1rem 0 0;
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0.125rem 0 0;
    font-weight: 500;
    color: ${({ theme }) => theme.palette.text.primary};
  }
`;

const PARTS = ['net', 'tax', 'shipping'] as const;
const cents = (n: number) => Math.round(n * 100) / 100;

/** What the period's revenue is made of, slice by slice: the goods, the tax and the shipping charged. */
export function EarningsCard({ period }: { period: EcommerceDashboardQuery }) {
  const { t } = useTranslation('ecommerce');
  const theme = useTheme();
  const { money, locale } = useStoreFormatters();
  const query = useSales(period);
  const data = query.data;
  const label = useBucketLabel(data?.unit ?? 'day', locale);
  return (
    <DashboardCard
      title={t('dashboard.earnings')}
      subtitle={t('dashboard.earningsText')}
      state={query}
      skeletonHeight={340}
    >
      {data && (
        <>
          <Chart
            type="bar"
            height={240}
            label={t('dashboard.earnings')}
            series={PARTS.map((part) => ({
              name: t(`dashboard.${part}`),
              data: data.buckets.map((b) => b[part]),
            }))}
            options={{
              chart: { stacked: true },
              xaxis: { categories: data.buckets.map(label), tickAmount: Math.min(8, data.buckets.length) },
              yaxis: { labels: { show: false } },
              plotOptions: { bar: { columnWidth: '50%' } },
              colors: [theme.palette.success.main, theme.palette.info.main, theme.palette.warning.main],
              dataLabels: { enabled: false },
            }}
            table={{
              columns: [t('dashboard.bucket'), ...PARTS.map((part) => t(`dashboard.${part}`))],
              rows: data.buckets.map((b) => [label(b), ...PARTS.map((part) => money(b[part]))]),
            }}
          />
          <Totals>
            {PARTS.map((part) => (
              <div key={part}>
                <dt>{t(`dashboard.${part}`)}</dt>
                <dd>{money(cents(data.buckets.reduce((s, b) => s + b[part], 0)))}</dd>
              </div>
            ))}
          </Totals>
        </>
      )}
    </DashboardCard>
  );
}
