import { useTranslation } from 'react-i18next';
import { useDateRange, useSession } from '@atrium/platform';
import { ButtonLink, DashboardRow, DashboardRows, DateRangeControl, PageHeader } from '@atrium/ui';
import { preloadCharts } from '@atrium/ui/charts';
import { TimeSpentCard } from './cards/TimeSpentCard';
import { ProgressCard } from './cards/ProgressCard';
import { WebinarCard } from './cards/WebinarCard';
import { TopCoursesCard } from './cards/TopCoursesCard';
import { TopicInterestCard } from './cards/TopicInterestCard';

// The charting library starts loading with the page, while the cards' data is on its way.
preloadCharts();

/**
 * The academy at a glance, over the date range at the top (kept in the URL): time spent and lessons
 * done, where the courses stand, the next webinar, the courses most worked on and the topics learned.
 * Each card reads its own call, so one failing leaves the others standing.
 */
export default function AcademyDashboardPage() {
  const { t } = useTranslation('academy');
  const { userData } = useSession();
  const { range, setRange } = useDateRange();
  const period = { from: range.from, to: range.to };
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={userData?.fullName ? t('dashboard.welcome', { name: userData.fullName }) : undefined}
        actions={
          <>
            <DateRangeControl value={range} onChange={setRange} label={t('dashboard.range')} />
            <ButtonLink to="/apps/academy/my-course" variant="outlined">
              {t('dashboard.browse')}
            </ButtonLink>
          </>
        }
      />
      <DashboardRows>
        <DashboardRow $tracks="repeat(3, minmax(0, 1fr))">
          <TimeSpentCard period={period} />
          <ProgressCard period={period} />
          <WebinarCard />
        </DashboardRow>
        <DashboardRow $tracks="minmax(0, 3fr) minmax(0, 2fr)">
          <TopCoursesCard period={period} />
          <TopicInterestCard period={period} />
        </DashboardRow>
      </DashboardRows>
    </>
  );
}
