import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconCircle,
  IconCircleCheckFilled,
  IconUsers,
  IconWorld,
  IconFileText,
  IconClock,
  IconChartBar,
  IconBadgeCc,
} from '@tabler/icons-react';
import { useFormatters } from '@atrium/platform';
import { autoColumns, Avatar, Card, CardContent, Chip, ErrorState, PageHeader, Skeleton } from '@atrium/ui';
import { useCourseDetails } from './api/getCourseDetails';
import { sectionDone } from './courseProgress';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

const H2 = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 1.125rem;
  font-weight: 500;
`;

const Facts = styled.dl`
  display: grid;
  ${autoColumns('13rem')}
  gap: 0.75rem 1.5rem;
  margin: 0;
  div {
    display: flex;
    align-items: center;
    gap: 0.5rem;
  }
  dt {
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: 500;
  }
`;

const Section = styled.div`
  padding-block: 1.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  &:last-child {
    border-block-end: 0;
  }
  p {
    margin: 0 0 0.75rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
`;

const Instructor = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  .position {
    color: ${({ theme }) => theme.palette.text.secondary};
    font-size: 0.875rem;
  }
`;

const Contents = styled.div`
  details {
    border-block-end: 1px solid ${({ theme }) => theme.palette.divider};
  }
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.25rem 0.75rem;
    padding: 1rem 1.25rem;
    cursor: pointer;
    background: ${({ theme }) => theme.palette.action.hover};
    list-style-position: inside;
  }
  summary:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
    outline-offset: -2px;
  }
  summary .title {
    flex: 1;
    font-weight: 500;
  }
  summary .meta {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0.5rem 1.25rem 1rem;
  }
  li {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding-block: 0.5rem;
  }
  li .topic {
    flex: 1;
  }
  li .time {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.palette.text.secondary};
  }
  .done {
    color: ${({ theme }) => theme.palette.success.main};
  }
  .todo {
    color: ${({ theme }) => theme.palette.text.disabled};
  }
`;

/** One course: what it is about, its facts, the instructor, and its content with what is completed. */
export default function CourseDetailsPage() {
  const { t } = useTranslation('academy');
  const { number } = useFormatters();
  const details = useCourseDetails();

  if (details.isLoading) {
    return (
      <div aria-busy="true" aria-label={t('details.loading')}>
        <Skeleton $height="2rem" $width="40%" style={{ marginBlockEnd: '1.5rem' }} />
        <Layout>
          <Skeleton $height="30rem" />
          <Skeleton $height="30rem" />
        </Layout>
      </div>
    );
  }
  if (details.error || !details.data) {
    return (
      <>
        <PageHeader title={t('details.title')} />
        <Card>
          <ErrorState message={details.error?.message} onRetry={() => void details.refetch()} />
        </Card>
      </>
    );
  }

  const course = details.data;
  return (
    <>
      <PageHeader title={course.title} subtitle={course.about} />
      <Layout>
        <Card>
          <CardContent>
            <Section style={{ paddingBlockStart: 0 }}>
              <H2>{t('details.numbers')}</H2>
              <Facts>
                <div>
                  <IconChartBar size={18} aria-hidden="true" />
                  <dt>{t('details.skillLevel')}</dt>
                  <dd>{course.skillLevel}</dd>
                </div>
                <div>
                  <IconUsers size={18} aria-hidden="true" />
                  <dt>{t('details.students')}</dt>
                  <dd>{number(course.totalStudents)}</dd>
                </div>
                <div>
                  <IconWorld size={18} aria-hidden="true" />
                  <dt>{t('details.language')}</dt>
                  <dd>{course.language}</dd>
                </div>
                <div>
                  <IconBadgeCc size={18} aria-hidden="true" />
                  <dt>{t('details.captions')}</dt>
                  <dd>{course.isCaptions ? t('details.yes') : t('details.no')}</dd>
                </div>
                <div>
                  <IconFileText size={18} aria-hidden="true" />
                  <dt>{t('details.lectures')}</dt>
                  <dd>{number(course.totalLectures)}</dd>
                </div>
                <div>
                  <IconClock size={18} aria-hidden="true" />
                  <dt>{t('details.length')}</dt>
                  <dd>{course.length}</dd>
                </div>
              </Facts>
            </Section>
            <Section>
              <H2>{t('details.description')}</H2>
              {course.description.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </Section>
            <Section>
              <H2>{t('details.instructor')}</H2>
              <Instructor>
                <Avatar name={course.instructor} src={course.instructorAvatar || undefined} size={44} />
                <div>
                  <div>{course.instructor}</div>
                  <div className="position">{course.instructorPosition}</div>
                </div>
              </Instructor>
            </Section>
          </CardContent>
        </Card>
        <Card>
          <CardContent style={{ paddingBlockEnd: '0.5rem' }}>
            <H2 style={{ margin: 0 }}>{t('details.content')}</H2>
          </CardContent>
          <Contents>
            {course.content.map((section, i) => {
              const { done, total } = sectionDone(section);
              return (
                <details key={section.id} open={i === 0}>
                  <summary>
                    <span className="title">{section.title}</span>
                    <span className="meta">
                      {t('details.sectionStatus', { done, total })} · {section.time}
                    </span>
                    {done === total && total > 0 ? (
                      <Chip color="success">{t('details.sectionDone')}</Chip>
                    ) : null}
                  </summary>
                  <ul>
                    {section.topics.map((topic) => (
                      <li key={topic.title}>
                        {topic.isCompleted ? (
                          <IconCircleCheckFilled
                            size={20}
                            className="done"
                            role="img"
                            aria-label={t('details.topicDone')}
                          />
                        ) : (
                          <IconCircle
                            size={20}
                            className="todo"
                            role="img"
                            aria-label={t('details.topicTodo')}
                          />
                        )}
                        <span className="topic">{topic.title}</span>
                        <span className="time">{topic.time}</span>
                      </li>
                    ))}
                  </ul>
                </details>
              );
            })}
          </Contents>
        </Card>
      </Layout>
    </>
  );
}
