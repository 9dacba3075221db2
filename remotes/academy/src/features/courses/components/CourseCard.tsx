import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconChevronRight, IconClock, IconRefresh, IconStarFilled } from '@tabler/icons-react';
import { isCourseCompleted, type Course } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { ButtonLink, Card, Chip, LinearProgress } from '@atrium/ui';
import { courseColor, courseProgress } from '../courseProgress';

const Root = styled(Card).attrs({ as: 'article' })`
  display: flex;
  flex-direction: column;
  padding: 0.5rem;
`;

const Media = styled.div<{ $color: string }>`
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.md}px;
  overflow: hidden;
  background: ${({ theme, $color }) => theme.palette[$color as 'primary'].tonal};
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  flex: 1;
  padding: 1rem;
  h2 {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 500;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: ${({ theme }) => theme.palette.primary.main};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.palette.text.secondary};
    flex: 1;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.palette.text.secondary};
  .rating {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
    color: ${({ theme }) => theme.palette.text.primary};
  }
  .rating svg {
    color: ${({ theme }) => theme.palette.warning.main};
  }
  .time {
    display: inline-flex;
    align-items: center;
    gap: 0.25rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  > * {
    flex: 1;
  }
`;

/** A course in the grid: cover, tag, rating, title and description, time, progress and where to go next. */
export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation('academy');
  const { number } = useFormatters();
  const [broken, setBroken] = useState(false);
  const progress = courseProgress(course);
  const done = isCourseCompleted(course);
  const color = courseColor(course.color);
  const titleId = `course-${course.id}-title`;
  return (
    <Root aria-labelledby={titleId}>
      <Media $color={color}>
        {course.image && !broken ? (
          <img src={course.image} alt="" loading="lazy" onError={() => setBroken(true)} />
        ) : null}
      </Media>
      <Body>
        <Line>
          <Chip color={color}>{t(`tags.${course.tags}`, course.tags)}</Chip>
          <span className="rating">
            {number(course.rating, { maximumFractionDigits: 1 })}
            <IconStarFilled size={16} aria-hidden="true" />
            <span>
              {t('card.ratings', { count: course.ratingCount, formatted: number(course.ratingCount) })}
            </span>
          </span>
        </Line>
        <h2 id={titleId}>
          <Link to={`/apps/academy/course-details?id=${course.id}`}>{course.courseTitle}</Link>
        </h2>
        <p>{course.desc}</p>
        <Line>
          <span>{t('card.by', { name: course.user })}</span>
          {done ? (
            <Chip color="success">{t('card.completed')}</Chip>
          ) : (
            <span className="time">
              <IconClock size={16} aria-hidden="true" />
              {course.time}
            </span>
          )}
        </Line>
        <LinearProgress
          value={progress}
          color={done ? 'success' : 'primary'}
          aria-label={t('card.progress', { title: course.courseTitle, value: progress })}
        />
        <Line>
          <span>{t('card.tasks', { done: course.completedTasks, total: course.totalTasks })}</span>
          <span>{t('card.percent', { value: progress })}</span>
        </Line>
        <Actions>
          {done ? (
            <ButtonLink
              to={`/apps/academy/course-details?id=${course.id}`}
              variant="tonal"
              color="secondary"
              startIcon={<IconRefresh size={18} aria-hidden="true" />}
              aria-label={t('card.startOverOne', { title: course.courseTitle })}
            >
              {t('card.startOver')}
            </ButtonLink>
          ) : null}
          <ButtonLink
            to={`/apps/academy/course-details?id=${course.id}`}
            variant="tonal"
            endIcon={<IconChevronRight size={18} className="flip-rtl" aria-hidden="true" />}
            aria-label={t('card.continueOne', { title: course.courseTitle })}
          >
            {t('card.continue')}
          </ButtonLink>
        </Actions>
      </Body>
    </Root>
  );
}
