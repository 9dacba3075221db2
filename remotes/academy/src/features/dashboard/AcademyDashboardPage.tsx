import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconBook, IconCircleCheck, IconPlayerPlay, IconTrendingUp } from '@tabler/icons-react';
import { useSession } from '@atrium/platform';
import {
  ButtonLink,
  Card,
  CardContent,
  CardHeader,
  EmptyState,
  ErrorState,
  Grid,
  LinearProgress,
  PageHeader,
  Skeleton,
  StatCardRow,
} from '@atrium/ui';
import { courseProgress, useCourses } from '../courses';
import { academyStats } from './academyStats';
import { TagsChart } from './components/TagsChart';
import { preloadCharts } from '@atrium/ui/charts';

// The charting library starts loading with the page, while the cards' data is on its way.
preloadCharts();

const Stats = styled(Grid).attrs({ $min: '14rem' })`
  margin-block-end: 1.5rem;
`;

const StatsRow = styled(StatCardRow)`
  margin-block-end: 1.5rem;
`;

const Panels = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Top = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.75rem 1.5rem;
    text-align: start;
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  th {
    font-size: 0.8125rem;
    font-weight: 500;
    text-transform: uppercase;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  td a {
    color: inherit;
    font-weight: 500;
    text-decoration: none;
  }
  td a:hover,
  td a:focus-visible {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  .tutor {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .progress {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    min-inline-size: 10rem;
  }
  .progress > :first-child {
    flex: 1;
  }
`;

/** The academy at a glance: course counts, mean progress, courses per tag and the most advanced courses. */
export default function AcademyDashboardPage() {
  const { t } = useTranslation('academy');
  const { userData } = useSession();
  const all = useCourses({ itemsPerPage: -1 });
  const top = useCourses({ sortBy: 'progress', orderBy: 'desc', itemsPerPage: 5 });
  const stats = useMemo(() => academyStats(all.data?.courses ?? []), [all.data]);

  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={userData?.fullName ? t('dashboard.welcome', { name: userData.fullName }) : undefined}
        actions={<ButtonLink to="/apps/academy/my-course">{t('dashboard.browse')}</ButtonLink>}
      />
      {all.isLoading ? (
        <Stats aria-busy="true" aria-label={t('dashboard.loading')}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} $height="6rem" />
          ))}
        </Stats>
      ) : all.error ? (
        <Card style={{ marginBlockEnd: '1.5rem' }}>
          <ErrorState message={all.error.message} onRetry={() => void all.refetch()} />
        </Card>
      ) : (
        <StatsRow
          variant="kpi"
          cards={[
            {
              icon: <IconBook size={24} aria-hidden="true" />,
              color: 'primary',
              value: stats.total,
              title: t('dashboard.total'),
            },
            {
              icon: <IconCircleCheck size={24} aria-hidden="true" />,
              color: 'success',
              value: stats.completed,
              title: t('dashboard.completed'),
            },
            {
              icon: <IconPlayerPlay size={24} aria-hidden="true" />,
              color: 'info',
              value: stats.inProgress,
              title: t('dashboard.inProgress'),
            },
            {
              icon: <IconTrendingUp size={24} aria-hidden="true" />,
              color: 'warning',
              value: t('card.percent', { value: stats.averageProgress }),
              title: t('dashboard.average'),
            },
          ]}
        />
      )}
      <Panels>
        <Card>
          <CardHeader title={t('dashboard.topCourses')} subtitle={t('dashboard.topCoursesHint')} />
          <CardContent style={{ paddingInline: 0, paddingBlockEnd: '0.5rem' }}>
            {top.isLoading ? (
              <div
                style={{ display: 'grid', gap: '1rem', paddingInline: '1.5rem' }}
                aria-busy="true"
                aria-label={t('dashboard.loading')}
              >
                {Array.from({ length: 5 }, (_, i) => (
                  <Skeleton key={i} $height="2.5rem" />
                ))}
              </div>
            ) : top.error ? (
              <ErrorState message={top.error.message} onRetry={() => void top.refetch()} />
            ) : !top.data?.courses.length ? (
              <EmptyState title={t('myCourses.empty')} />
            ) : (
              <Top>
                <caption
                  style={{
                    position: 'absolute',
                    inlineSize: 1,
                    blockSize: 1,
                    overflow: 'hidden',
                    clip: 'rect(0 0 0 0)',
                  }}
                >
                  {t('dashboard.topCourses')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.course')}</th>
                    <th scope="col">{t('dashboard.progress')}</th>
                  </tr>
                </thead>
                <tbody>
                  {top.data.courses.map((course) => {
                    const value = courseProgress(course);
                    return (
                      <tr key={course.id}>
                        <td>
                          <Link to="/apps/academy/course-details">{course.courseTitle}</Link>
                          <div className="tutor">{t('card.by', { name: course.user })}</div>
                        </td>
                        <td>
                          <div className="progress">
                            <LinearProgress
                              value={value}
                              color={value === 100 ? 'success' : 'primary'}
                              aria-label={t('card.progress', { title: course.courseTitle, value })}
                            />
                            <span>{t('card.percent', { value })}</span>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </Top>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('dashboard.byTag')} />
          <CardContent>
            {all.isLoading ? (
              <Skeleton $height="280px" />
            ) : all.error ? (
              <ErrorState onRetry={() => void all.refetch()} />
            ) : stats.byTag.length === 0 ? (
              <EmptyState title={t('myCourses.empty')} />
            ) : (
              <>
                <TagsChart
                  data={stats.byTag.map((d) => ({ ...d, tag: t(`tags.${d.tag}`, d.tag) }))}
                  label={t('dashboard.byTagChart')}
                />
                <ul style={{ margin: '1rem 0 0', paddingInlineStart: '1.25rem' }}>
                  {stats.byTag.map((d) => (
                    <li key={d.tag}>
                      {t('dashboard.tagCount', { tag: t(`tags.${d.tag}`, d.tag), count: d.count })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </CardContent>
        </Card>
      </Panels>
    </>
  );
}
