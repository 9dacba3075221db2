import { useTranslation } from 'react-i18next';
import { useFormatters } from '@atrium/platform';
import { BigFigure, DashboardCard, FigureHeadline, FigureList, PeriodChange } from '@atrium/ui';
import { useAcademySummary, type Period } from '../api/academyDashboardQuery';
import { splitMinutes } from '../minutes';

/** Time spent learning in the period (the minutes of the lessons completed) and the lessons done. */
export function TimeSpentCard({ period }: { period: Period }) {
  const { t } = useTranslation('academy');
  const { number, locale } = useFormatters();
  const query = useAcademySummary(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('dashboard.timeSpent')}
      subtitle={t('dashboard.inPeriod')}
      state={query}
      skeletonHeight={120}
    >
      {data && (
        <>
          <FigureHeadline>
            <BigFigure>
              {t('dashboard.hoursMinutes', {
                hours: number(splitMinutes(data.minutesSpent.value).hours),
                minutes: number(splitMinutes(data.minutesSpent.value).minutes),
              })}
            </BigFigure>
            <PeriodChange figure={data.minutesSpent} locale={locale} label={t('dashboard.vsPrevious')} />
          </FigureHeadline>
          <FigureList>
            <div>
              <dt>{t('dashboard.lessonsCompleted')}</dt>
              <dd>{number(data.lessonsCompleted.value)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.lessonsBefore')}</dt>
              <dd>{number(data.lessonsCompleted.previous)}</dd>
            </div>
          </FigureList>
        </>
      )}
    </DashboardCard>
  );
}
