import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  ButtonLink,
  Card,
  CardContent,
  EmptyState,
  ErrorState,
  LinearProgress,
  PageHeader,
  Skeleton,
  toast,
} from '@atrium/ui';
import { isMissingCourse, useCourseDetails } from './api/getCourseDetails';
import { useUpdateLessonProgress } from './api/updateLessonProgress';
import { currentLesson, lessonsDone } from './details/currentLesson';
import { LessonPlayer } from './details/LessonPlayer';
import { Curriculum } from './details/Curriculum';
import { CourseAbout } from './details/CourseAbout';

const Layout = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: 1.5rem;
  min-inline-size: 0;
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  > :first-child {
    flex: 1;
  }
`;

const backToCourses = (label: string) => (
  <ButtonLink
    to="/apps/academy/my-course"
    variant="outlined"
    startIcon={<IconArrowLeft size={18} className="flip-rtl" aria-hidden="true" />}
  >
    {label}
  </ButtonLink>
);

/**
 * One course, chosen by `?id=` (the first course without one): the current lesson's player (`?lesson=`,
 * else the first lesson not done), the curriculum with lessons to complete, and what the course is.
 */
export default function CourseDetailsPage() {
  const { t } = useTranslation('academy');
  const [params, setParams] = useSearchParams();
  const id = params.get('id') || undefined;
  const details = useCourseDetails(id);
  const progress = useUpdateLessonProgress();

  if (details.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('details.loading')}>
        <Skeleton $height="2rem" $width="40%" style={{ marginBlockEnd: '1.5rem' }} />
        <Layout>
          <Skeleton $height="30rem" />
          <Skeleton $height="30rem" />
        </Layout>
      </div>
    );
  }
  if (details.isError) {
    return (
      <>
        <PageHeader title={t('details.title')} />
        <Card>
          {isMissingCourse(details.error) ? (
            <EmptyState
              title={t('details.notFound')}
              text={t('details.notFoundText', { id })}
              action={backToCourses(t('details.backToCourses'))}
            />
          ) : (
            <ErrorState message={details.error.message} onRetry={() => void details.refetch()} />
          )}
        </Card>
      </>
    );
  }

  const course = details.data;
  const place = currentLesson(course, params.get('lesson'));
  const { done, total, percent } = lessonsDone(course);
  const selectLesson = (lesson: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('lesson', lesson);
        return next;
      },
      { replace: true },
    );
  const toggle = (lessonId: string, isCompleted: boolean) =>
    progress.mutate(
      { courseId: course.id, lessonId, isCompleted },
      { onError: (error) => toast.error(t('details.saveFailed', { message: error.message })) },
    );
  const savingId = progress.isPending ? progress.variables?.lessonId : undefined;

  return (
    <>
      <PageHeader
        title={course.title}
        subtitle={course.about}
        actions={backToCourses(t('details.backToCourses'))}
      />
      <Card style={{ marginBlockEnd: '1.5rem' }}>
        <CardContent>
          <Progress>
            <LinearProgress
              value={percent}
              color={percent === 100 ? 'success' : 'primary'}
              aria-label={t('details.courseProgress', { value: percent })}
            />
            <span>{t('details.lessonsDone', { done, total })}</span>
          </Progress>
        </CardContent>
      </Card>
      <Layout>
        <Column>
          {place ? (
            <LessonPlayer
              place={place}
              saving={savingId === place.lesson.id}
              onToggle={(isCompleted) => toggle(place.lesson.id, isCompleted)}
              onNext={() => place.next && selectLesson(place.next.id)}
            />
          ) : null}
          <CourseAbout course={course} />
        </Column>
        <Curriculum
          sections={course.content}
          currentId={place?.lesson.id}
          savingId={savingId}
          onSelect={selectLesson}
          onToggle={toggle}
        />
      </Layout>
    </>
  );
}
