import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { BigFigure, DashboardCard, FigureHeadline, FigureList, PeriodChange } from '@atrium/ui';
import { useSalesOverview } from '../api/getSalesOverview';

/** What the shop sold in the period, to how many orders and visits. */
export function SalesOverviewCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number, money, locale } = useFormatters();
  const query = useSalesOverview(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('analytics.salesOverview.title')}
      subtitle={t('analytics.salesOverview.subtitle')}
      state={query}
      skeletonHeight={220}
    >
      {data && (
        <>
          <FigureHeadline $spacing="1rem">
            <BigFigure>{money(data.sales.value)}</BigFigure>
            <PeriodChange figure={data.sales} locale={locale} />
          </FigureHeadline>
          <FigureList>
            <div>
              <dt>{t('analytics.salesOverview.orders')}</dt>
              <dd>
                {number(data.orders.value)} <PeriodChange figure={data.orders} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>{t('analytics.salesOverview.sessions')}</dt>
              <dd>
                {number(data.sessions.value)} <PeriodChange figure={data.sessions} locale={locale} />
              </dd>
            </div>
            <div>
              <dt>{t('analytics.salesOverview.averageOrder')}</dt>
              <dd>{money(data.averageOrder)}</dd>
            </div>
            <div>
              <dt>{t('analytics.salesOverview.conversion')}</dt>
              <dd>{number(data.conversionRate / 100, { style: 'percent', maximumFractionDigits: 2 })}</dd>
            </div>
          </FigureList>
        </>
      )}
    </DashboardCard>
  );
}
