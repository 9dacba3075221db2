import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { BigFigure, DashboardCard, FigureHeadline, FigureList, PeriodChange } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useSupport } from '../api/getSupport';

const Layout = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  align-items: center;
  gap: 1rem;
`;

/** Support tickets opened in the period as they stand now, and the share of them resolved (a radial). */
export function SupportTrackerCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number, locale } = useFormatters();
  const query = useSupport(period);
  const data = query.data;
  const resolvedLabel = t('analytics.support.resolvedRate');
  const options = useMemo(
    () => ({
      labels: [resolvedLabel],
      plotOptions: {
        radialBar: {
          hollow: { size: '62%' },
          startAngle: -135,
          endAngle: 135,
          dataLabels: {
            name: { offsetY: 24, fontSize: '14px' },
            value: {
              offsetY: -14,
              fontSize: '26px',
              formatter: (v: number) => `${number(v, { maximumFractionDigits: 1 })}%`,
            },
          },
        },
      },
      stroke: { lineCap: 'round' as const },
    }),
    [resolvedLabel, number],
  );
  return (
    <DashboardCard
      title={t('analytics.support.title')}
      subtitle={t('analytics.support.subtitle')}
      state={query}
      skeletonHeight={260}
    >
      {data && (
        <Layout>
          <div>
            <FigureHeadline $spacing="1rem">
              <BigFigure>{number(data.tickets.value)}</BigFigure>
              <PeriodChange figure={data.tickets} locale={locale} goodWhen="down" />
            </FigureHeadline>
            <FigureList $min="7rem">
              <div>
                <dt>{t('analytics.support.new')}</dt>
                <dd>{number(data.newTickets)}</dd>
              </div>
              <div>
                <dt>{t('analytics.support.open')}</dt>
                <dd>{number(data.openTickets)}</dd>
              </div>
              <div>
                <dt>{t('analytics.support.resolved')}</dt>
                <dd>{number(data.resolvedTickets)}</dd>
              </div>
              <div>
                <dt>{t('analytics.support.responseTime')}</dt>
                <dd>
                  {t('analytics.support.hours', {
                    value: number(data.averageResponseHours, { maximumFractionDigits: 1 }),
                  })}
                </dd>
              </div>
            </FigureList>
          </div>
          <Chart
            type="radialBar"
            height={240}
            label={t('analytics.support.chartLabel', {
              value: number(data.resolvedRate, { maximumFractionDigits: 1 }),
            })}
            series={[data.resolvedRate]}
            options={options}
            table={{
              columns: [t('analytics.support.status'), t('analytics.support.tickets')],
              rows: [
                [t('analytics.support.new'), data.newTickets],
                [t('analytics.support.open'), data.openTickets],
                [t('analytics.support.resolved'), data.resolvedTickets],
              ],
            }}
          />
        </Layout>
      )}
    </DashboardCard>
  );
}
