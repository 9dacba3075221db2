import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IconFileInvoice, IconShoppingCart } from '@tabler/icons-react';
import type { AnalyticsPeriodQuery, EarningSource } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  BigFigure,
  compactMoneyAxis,
  DashboardCard,
  FigureHeadline,
  FigureRowList,
  LinearProgress,
  MutedText,
  PeriodChange,
  sharePercent,
  type ColorName,
} from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useEarnings } from '../api/getEarnings';

const SOURCE_LOOK: Record<EarningSource, { icon: typeof IconShoppingCart; color: ColorName }> = {
  orders: { icon: IconShoppingCart, color: 'primary' },
  invoicePayments: { icon: IconFileInvoice, color: 'info' },
};

/** 1 January 2024 was a Monday: the seven days from it name the weekdays in the user's language. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** Money received in the period: the total, which weekdays it came in on, and from where. */
export function EarningsCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { money, date, locale } = useFormatters();
  const query = useEarnings(period);
  const data = query.data;
  const weekdays = useMemo(
    () =>
      Array.from({ length: 7 }, (_, i) =>
        date(A_MONDAY + i * 86_400_000, { weekday: 'short', timeZone: 'UTC' }),
      ),
    [date],
  );
  const options = useMemo(
    () => ({
      xaxis: { categories: weekdays },
      yaxis: compactMoneyAxis(locale),
      tooltip: { y: { formatter: (v: number) => money(v) } },
      plotOptions: { bar: { columnWidth: '40%' } },
    }),
    [weekdays, money, locale],
  );
  return (
    <DashboardCard
      title={t('analytics.earnings.title')}
      subtitle={t('analytics.earnings.subtitle')}
      state={query}
      skeletonHeight={360}
    >
      {data && (
        <>
          <FigureHeadline $spacing="1rem">
            <BigFigure>{money(data.earnings.value)}</BigFigure>
            <PeriodChange figure={data.earnings} locale={locale} />
          </FigureHeadline>
          <Chart
            type="bar"
            height={180}
            label={t('analytics.earnings.chartLabel')}
            series={[{ name: t('analytics.earnings.title'), data: data.byWeekday }]}
            options={options}
            table={{
              columns: [t('analytics.earnings.weekday'), t('analytics.earnings.title')],
              rows: data.byWeekday.map((amount, i) => [weekdays[i], money(amount)]),
            }}
          />
          <FigureRowList
            $gap="0.875rem"
            aria-label={t('analytics.earnings.sources')}
            style={{ marginBlockStart: '1rem' }}
          >
            {data.sources.map(({ source, amount }) => {
              const { icon: Icon, color } = SOURCE_LOOK[source];
              const name = t(`analytics.earnings.source.${source}`);
              return (
                <li key={source}>
                  <Icon size={20} aria-hidden="true" />
                  <span style={{ flex: '0 0 8rem' }}>{name}</span>
                  <LinearProgress
                    value={sharePercent(amount, data.earnings.value)}
                    color={color}
                    aria-label={t('analytics.earnings.shareOf', { source: name })}
                    style={{ flex: 1 }}
                  />
                  <MutedText style={{ minInlineSize: '5.5rem', textAlign: 'end' }}>{money(amount)}</MutedText>
                </li>
              );
            })}
          </FigureRowList>
        </>
      )}
    </DashboardCard>
  );
}
