import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CourseSection } from '@atrium/contracts';
import { Card, CardContent, Checkbox, Chip } from '@atrium/ui';
import { sectionDone } from '../courseProgress';

const H2 = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 500;
`;

const Sections = styled.div`
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
  summary .meta,
  li .time {
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
    padding-block: 0.375rem;
  }
  li button {
    flex: 1;
    padding: 0.25rem 0.5rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  li button:hover {
    background: ${({ theme }) => theme.palette.action.hover};
  }
  li button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.palette.primary.main};
  }
  li button[aria-current='true'] {
    color: ${({ theme }) => theme.palette.primary.text};
    font-weight: 500;
  }
`;

export interface CurriculumProps {
  sections: CourseSection[];
  currentId: string | undefined;
  /** The lesson being saved, if any (its box is disabled meanwhile). */
  savingId: string | undefined;
  onSelect: (lessonId: string) => void;
  onToggle: (lessonId: string, isCompleted: boolean) => void;
}

/** The course's content by sections: each lesson with its duration, a box to complete it, and a way to play it. */
export function Curriculum({ sections, currentId, savingId, onSelect, onToggle }: CurriculumProps) {
  const { t } = useTranslation('academy');
  return (
    <Card as="section" aria-labelledby="course-content-title">
      <CardContent style={{ paddingBlockEnd: '0.5rem' }}>
        <H2 id="course-content-title">{t('details.content')}</H2>
      </CardContent>
      <Sections>
        {sections.map((section) => {
          const { done, total } = sectionDone(section);
          const holdsCurrent = section.topics.some((l) => l.id === currentId);
          return (
            <details key={section.id} open={holdsCurrent || undefined}>
              <summary>
                <span className="title">{section.title}</span>
                <span className="meta">
                  {t('details.sectionStatus', { done, total })} · {section.time}
                </span>
                {done === total && total > 0 ? <Chip color="success">{t('details.sectionDone')}</Chip> : null}
              </summary>
              <ul aria-label={section.title}>
                {section.topics.map((lesson) => (
                  <li key={lesson.id}>
                    <Checkbox
                      aria-label={t('details.completeLesson', { title: lesson.title })}
                      checked={lesson.isCompleted}
                      disabled={savingId === lesson.id}
                      color="success"
                      onCheckedChange={(on) => onToggle(lesson.id, on === true)}
                    />
                    <button
                      type="button"
                      aria-current={lesson.id === currentId ? 'true' : undefined}
                      onClick={() => onSelect(lesson.id)}
                    >
                      {lesson.title}
                    </button>
                    <span className="time">{lesson.time}</span>
                  </li>
                ))}
              </ul>
            </details>
          );
        })}
      </Sections>
    </Card>
  );
}
