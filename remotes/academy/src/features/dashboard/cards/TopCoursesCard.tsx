import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormatters } from '@atrium/platform';
import { DashboardCard, LinearProgress, MutedText, VisuallyHidden } from '@atrium/ui';
import { useAcademyTopCourses, type Period } from '../api/academyDashboardQuery';

const Table = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 0.625rem 0.5rem;
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
    min-inline-size: 9rem;
  }
  .progress > :first-child {
    flex: 1;
  }
`;

/** The courses most worked on in the period: lessons done in it, and each course's whole progress. */
export function TopCoursesCard({ period }: { period: Period }) {
  const { t } = useTranslation('academy');
  const { number } = useFormatters();
  const query = useAcademyTopCourses(period);
  const courses = query.data?.courses;
  return (
    <DashboardCard
      title={t('dashboard.topCourses')}
      subtitle={t('dashboard.topCoursesHint')}
      state={query}
      skeletonHeight={260}
    >
      {courses &&
        (courses.length === 0 ? (
          <MutedText>{t('dashboard.nothingInPeriod')}</MutedText>
        ) : (
          <Table>
            <caption>
              <VisuallyHidden>{t('dashboard.topCourses')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.course')}</th>
                <th scope="col">{t('dashboard.lessons')}</th>
                <th scope="col">{t('dashboard.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={course.id}>
                  <td>
                    <Link to={`/apps/academy/course-details?id=${course.id}`}>{course.courseTitle}</Link>
                    <div className="tutor">{t('card.by', { name: course.user })}</div>
                  </td>
                  <td>{number(course.lessons)}</td>
                  <td>
                    <div className="progress">
                      <LinearProgress
                        value={course.progress}
                        color={course.progress === 100 ? 'success' : 'primary'}
                        aria-label={t('card.progress', { title: course.courseTitle, value: course.progress })}
                      />
                      <span>{t('card.percent', { value: number(course.progress) })}</span>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
    </DashboardCard>
  );
}
