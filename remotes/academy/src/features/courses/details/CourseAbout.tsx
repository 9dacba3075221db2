import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  IconBadgeCc,
  IconChartBar,
  IconClock,
  IconFileText,
  IconUsers,
  IconWorld,
} from '@tabler/icons-react';
import type { CourseDetails } from '@atrium/contracts';
import { useFormatters } from '@atrium/platform';
import { autoColumns, Avatar, Card, CardContent } from '@atrium/ui';

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
  &:first-child {
    padding-block-start: 0;
  }
  &:last-child {
    border-block-end: 0;
    padding-block-end: 0;
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

/** What the course is: its facts, description and instructor. */
export function CourseAbout({ course }: { course: CourseDetails }) {
  const { t } = useTranslation('academy');
  const { number } = useFormatters();
  return (
    <Card>
      <CardContent>
        <Section>
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
  );
}
