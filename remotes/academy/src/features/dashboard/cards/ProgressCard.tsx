import { useTranslation } from 'react-i18next';
import { useFormatters } from '@atrium/platform';
import { BigFigure, DashboardCard, FigureHeadline, FigureList, LinearProgress } from '@atrium/ui';
import { useAcademySummary, type Period } from '../api/academyDashboardQuery';

/** Where the courses stand now: mean progress, completed, in progress and not started. */
export function ProgressCard({ period }: { period: Period }) {
  const { t } = useTranslation('academy');
  const { number } = useFormatters();
  const query = useAcademySummary(period);
  const data = query.data;
  return (
    <DashboardCard
      title={t('dashboard.progressTitle')}
      subtitle={t('dashboard.now')}
      state={query}
      skeletonHeight={120}
    >
      {data && (
        <>
          <FigureHeadline>
            <BigFigure>{t('card.percent', { value: number(data.averageProgress) })}</BigFigure>
            <span>{t('dashboard.average')}</span>
          </FigureHeadline>
          <LinearProgress
            value={data.averageProgress}
            aria-label={t('dashboard.averageLabel', { value: data.averageProgress })}
          />
          <FigureList style={{ marginBlockStart: '1rem' }}>
            <div>
              <dt>{t('dashboard.completed')}</dt>
              <dd>{number(data.courses.completed)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.inProgress')}</dt>
              <dd>{number(data.courses.inProgress)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.notStarted')}</dt>
              <dd>{number(data.courses.notStarted)}</dd>
            </div>
          </FigureList>
        </>
      )}
    </DashboardCard>
  );
}
