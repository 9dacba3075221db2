import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, MutedText } from '@atrium/ui';
import { Chart } from '@atrium/ui/charts';
import { useAcademyTopicInterest, type Period } from '../api/academyDashboardQuery';

/** What was learned in the period, by topic (course tag): minutes of completed lessons, as a donut. */
export function TopicInterestCard({ period }: { period: Period }) {
  const { t } = useTranslation('academy');
  const { number } = useFormatters();
  const query = useAcademyTopicInterest(period);
  const topics = query.data?.topics;
  const chart = useMemo(() => {
    if (!topics?.length) return null;
    const labels = topics.map((d) => t(`tags.${d.tag}`, d.tag));
    const minutes = (n: number) => t('dashboard.minutes', { count: n, formatted: number(n) });
    return {
      series: topics.map((d) => d.minutes),
      label: t('dashboard.topicChart', {
        values: topics.map((d, i) => `${labels[i]}: ${minutes(d.minutes)}`).join(', '),
      }),
      options: {
        labels,
        legend: { position: 'bottom' as const },
        dataLabels: { enabled: false },
        tooltip: { y: { formatter: (v: number) => minutes(v) } },
      },
      table: {
        columns: [t('dashboard.topic'), t('dashboard.minutesColumn'), t('dashboard.lessons')],
        rows: topics.map((d, i) => [labels[i], number(d.minutes), number(d.lessons)]),
      },
    };
  }, [topics, number, t]);
  return (
    <DashboardCard
      title={t('dashboard.topicInterest')}
      subtitle={t('dashboard.inPeriod')}
      state={query}
      skeletonHeight={300}
    >
      {topics &&
        (chart ? (
          <Chart
            type="donut"
            height={300}
            label={chart.label}
            series={chart.series}
            options={chart.options}
            table={chart.table}
          />
        ) : (
          <MutedText>{t('dashboard.nothingInPeriod')}</MutedText>
        ))}
    </DashboardCard>
  );
}
