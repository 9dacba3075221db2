import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsPeriodQuery } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import {
  BigFigure,
  DashboardCard,
  FigureHeadline,
  FigureRowList,
  LinearProgress,
  MutedText,
  PeriodChange,
  sharePercent,
  useBucketLabel,
} from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useSessions } from '../api/getSessions';
import { sessionsPerDay } from './sessionsPerDay';

/** Web sessions in the period: the total and its change, a line of them over time, and their sources. */
export function SessionsCard({ period }: { period: AnalyticsPeriodQuery }) {
  const { t } = useTranslation('admin');
  const { number, locale } = useFormatters();
  const query = useSessions(period);
  const data = query.data;
  const label = useBucketLabel(data?.unit ?? 'day', locale);
  const categories = useMemo(() => data?.points.map(label) ?? [], [data, label]);
  const perDay = useMemo(() => (data ? sessionsPerDay(data.points) : []), [data]);
  const options = useMemo(
    () => ({
      xaxis: { categories, tickAmount: 6, labels: { hideOverlappingLabels: true } },
      yaxis: { labels: { formatter: (v: number) => number(v, { notation: 'compact' }) } },
      stroke: { curve: 'smooth' as const, width: 3 },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
    }),
    [categories, number],
  );
  return (
    <DashboardCard
      title={t('analytics.sessions.title')}
      subtitle={t('analytics.sessions.subtitle')}
      state={query}
      skeletonHeight={330}
    >
      {data && (
        <>
          <FigureHeadline $spacing="1rem">
            <BigFigure>{number(data.sessions.value)}</BigFigure>
            <PeriodChange figure={data.sessions} locale={locale} />
          </FigureHeadline>
          <Chart
            type="area"
            height={180}
            label={t(`analytics.sessions.chartLabel.${data.unit}`)}
            series={[{ name: t('analytics.sessions.perDay'), data: perDay }]}
            options={options}
            table={{
              columns: [
                t(`analytics.unit.${data.unit}`),
                t('analytics.sessions.title'),
                t('analytics.sessions.perDay'),
              ],
              rows: data.points.map((p, i) => [categories[i], p.sessions, perDay[i]]),
            }}
          />
          <FigureRowList
            $gap="0.875rem"
            aria-label={t('analytics.sessions.sources')}
            style={{ marginBlockStart: '1rem' }}
          >
            {data.sources.map((s) => {
              const share = sharePercent(s.sessions, data.sessions.value);
              return (
                <li key={s.source}>
                  <span style={{ flex: '0 0 6.5rem' }}>{t(`analytics.sources.${s.source}`)}</span>
                  <LinearProgress
                    value={share}
                    aria-label={t('analytics.sessions.shareOf', {
                      source: t(`analytics.sources.${s.source}`),
                    })}
                    style={{ flex: 1 }}
                  />
                  <MutedText style={{ minInlineSize: '4.5rem', textAlign: 'end' }}>
                    {number(s.sessions)}
                  </MutedText>
                </li>
              );
            })}
          </FigureRowList>
        </>
      )}
    </DashboardCard>
  );
}
