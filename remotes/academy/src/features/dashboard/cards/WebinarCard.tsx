import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCalendarEvent, IconClock } from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { Avatar, DashboardCard, MutedText } from '@atrium/ui';
import { useAcademyWebinar } from '../api/academyDashboardQuery';

const Body = styled.div`
  display: grid;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 500;
  }
  .line {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
`;

/** The next webinar: its title, host, day and time, length, and the course it belongs to. */
export function WebinarCard() {
  const { t } = useTranslation('academy');
  const { date, number } = useFormatters();
  const query = useAcademyWebinar();
  const webinar = query.data?.webinar;
  return (
    <DashboardCard title={t('dashboard.webinar')} state={query} skeletonHeight={140}>
      {query.data &&
        (webinar ? (
          <Body>
            <h3>{webinar.title}</h3>
            <div className="line">
              <Avatar name={webinar.host} src={webinar.hostAvatar || undefined} size={32} />
              <span>{t('dashboard.hostedBy', { name: webinar.host })}</span>
            </div>
            <div className="line">
              <IconCalendarEvent size={18} aria-hidden="true" />
              <span>{date(webinar.startsAt, { dateStyle: 'full', timeStyle: 'short' })}</span>
            </div>
            <div className="line">
              <IconClock size={18} aria-hidden="true" />
              <span>
                {t('dashboard.minutes', { count: webinar.minutes, formatted: number(webinar.minutes) })}
              </span>
            </div>
            <Link to={`/apps/academy/course-details?id=${webinar.courseId}`}>
              {t('dashboard.webinarCourse')}
            </Link>
          </Body>
        ) : (
          <MutedText>{t('dashboard.noWebinar')}</MutedText>
        ))}
    </DashboardCard>
  );
}
