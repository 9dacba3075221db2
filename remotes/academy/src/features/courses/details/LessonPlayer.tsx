import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconCheck, IconPlayerPlayFilled, IconPlayerTrackNext } from '@tabler/icons-react';
import { Button, Card, CardContent, Chip } from '@atrium/ui';
import type { LessonPlace } from './currentLesson';

const Poster = styled.div`
  position: relative;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.75rem;
  aspect-ratio: 16 / 9;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.palette.primary.tonal};
  color: ${({ theme }) => theme.palette.text.primary};
  text-align: center;
  .play {
    display: grid;
    place-content: center;
    inline-size: 4rem;
    block-size: 4rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.palette.primary.main};
    color: ${({ theme }) => theme.palette.primary.contrastText};
  }
  .lesson {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 500;
  }
  .meta {
    /* On the tinted frame the secondary text colour is too faint (dark mode): the primary, smaller. */
    font-size: 0.875rem;
  }
  /* The "done" chip sits on the paper, not on the frame's tint: the theme's tonal chips and the
     shade of text on them reach 4.5:1 over the paper, not over a second tint. */
  .done {
    display: inline-flex;
    border-radius: ${({ theme }) => theme.radius.sm}px;
    background: ${({ theme }) => theme.palette.background.paper};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  margin-block-start: 1rem;
`;

export interface LessonPlayerProps {
  place: LessonPlace;
  saving: boolean;
  onToggle: (isCompleted: boolean) => void;
  onNext: () => void;
}

/** The current lesson's player area: a poster frame with its title, and the buttons to complete it and go on. */
export function LessonPlayer({ place, saving, onToggle, onNext }: LessonPlayerProps) {
  const { t } = useTranslation('academy');
  const { lesson, sectionTitle, next } = place;
  return (
    <Card as="section" aria-labelledby="current-lesson-title">
      <CardContent>
        <Poster>
          <span className="play" aria-hidden="true">
            <IconPlayerPlayFilled size={28} />
          </span>
          <h2 className="lesson" id="current-lesson-title">
            {lesson.title}
          </h2>
          <span className="meta">
            {t('details.nowPlaying', { section: sectionTitle, time: lesson.time })}
          </span>
          {lesson.isCompleted ? (
            <span className="done">
              <Chip color="success">{t('details.topicDone')}</Chip>
            </span>
          ) : null}
        </Poster>
        <Actions>
          {lesson.isCompleted ? (
            <Button variant="tonal" color="secondary" disabled={saving} onClick={() => onToggle(false)}>
              {t('details.markNotDone')}
            </Button>
          ) : (
            <Button
              disabled={saving}
              startIcon={<IconCheck size={18} aria-hidden="true" />}
              onClick={() => onToggle(true)}
            >
              {t('details.markDone')}
            </Button>
          )}
          {next ? (
            <Button
              variant="tonal"
              endIcon={<IconPlayerTrackNext size={18} className="flip-rtl" aria-hidden="true" />}
              onClick={onNext}
            >
              {t('details.nextLesson')}
            </Button>
          ) : null}
        </Actions>
      </CardContent>
    </Card>
  );
}
