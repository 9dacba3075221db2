import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import CourseDetailsPage from './CourseDetailsPage';
import MyCoursePage from './MyCoursePage';

// Text and scoped queries where a whole-page role query would walk a long curriculum.

const PATH = '/apps/academy/course-details';
const renderDetails = (search = '') =>
  renderPage(<CourseDetailsPage />, { url: `${PATH}${search}`, path: PATH });
const lessonsOf = (id: number) => db.courseDetails.find((d) => d.id === id)!.content.flatMap((s) => s.topics);
/** An in-progress course other than the first, with some lessons done: the smallest (a lighter page). */
const smallCourseInProgress = () =>
  db.courses
    .filter((c) => c.id > 1 && c.completedTasks > 0 && c.completedTasks < c.totalTasks)
    .sort((a, b) => a.totalTasks - b.totalTasks)[0];
const title = async (level: 1 | 2, text: string) =>
  expect((await screen.findByText(text, { selector: `h${level}` })).tagName).toBe(`H${level}`);

describe('CourseDetailsPage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('opens the course the URL names: facts, instructor, sections with lessons and durations', async () => {
    const course = smallCourseInProgress();
    renderDetails(`?id=${course.id}`);
    const details = db.courseDetails.find((d) => d.id === course.id)!;
    await title(1, course.courseTitle);
    expect(screen.getByText(details.skillLevel)).toBeInTheDocument();
    expect(screen.getByText(course.user)).toBeInTheDocument();
    expect(screen.getByText(details.instructorPosition)).toBeInTheDocument();
    expect(screen.getByText(details.description[0])).toBeInTheDocument();
    const first = details.content[0];
    const list = screen.getByLabelText(first.title, { selector: 'ul' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(first.topics.length);
    expect(within(list).getAllByText(first.topics[0].time).length).toBeGreaterThan(0);
    const done = lessonsOf(course.id).filter((t) => t.isCompleted).length;
    expect(screen.getByText(`${done} of ${course.totalTasks} lessons done`)).toBeInTheDocument();
    // The player shows the first lesson not done yet.
    await title(2, lessonsOf(course.id).find((t) => !t.isCompleted)!.title);
  });

  it('opens the first course without an id', async () => {
    renderDetails();
    await title(1, db.courses[0].courseTitle);
  });

  it('says so for an unknown course, with the way back to My courses', async () => {
    renderDetails('?id=404');
    expect(await screen.findByText('Course not found')).toBeInTheDocument();
    expect(screen.getByText('No course has the id “404”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my courses' })).toHaveAttribute(
      'href',
      '/apps/academy/my-course',
    );
  });

  it('marks the current lesson complete through the API, and the progress moves', async () => {
    const course = smallCourseInProgress();
    const before = course.completedTasks;
    renderDetails(`?id=${course.id}`);
    const lesson = lessonsOf(course.id).find((t) => !t.isCompleted)!;
    await title(2, lesson.title);
    await userEvent.click(screen.getByText('Mark as complete'));
    expect(await screen.findByText(`${before + 1} of ${course.totalTasks} lessons done`)).toBeInTheDocument();
    expect(db.courses.find((c) => c.id === course.id)!.completedTasks).toBe(before + 1);
    expect(lessonsOf(course.id).find((t) => t.id === lesson.id)!.isCompleted).toBe(true);
  });

  it('unticks a lesson in the curriculum, and plays the one chosen', async () => {
    const course = smallCourseInProgress();
    const before = course.completedTasks;
    renderDetails(`?id=${course.id}`);
    const done = lessonsOf(course.id).find((t) => t.isCompleted)!;
    const [box] = await screen.findAllByLabelText(`Completed: ${done.title}`);
    expect(box).toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(db.courses.find((c) => c.id === course.id)!.completedTasks).toBe(before - 1));
    expect(lessonsOf(course.id).find((t) => t.id === done.id)!.isCompleted).toBe(false);
    expect(await screen.findByText(`${before - 1} of ${course.totalTasks} lessons done`)).toBeInTheDocument();

    const [play] = screen.getAllByText(done.title, { selector: 'li button' });
    await userEvent.click(play);
    expect(play).toHaveAttribute('aria-current', 'true');
    await title(2, done.title);
  });

  it('shows a failed load with Retry', async () => {
    server.use(
      http.get(
        '*/api/apps/academy/course-details',
        () => HttpResponse.json({ message: 'Gone fishing' }, { status: 500 }),
        { once: true },
      ),
    );
    renderDetails('?id=2');
    expect(await screen.findByText('Gone fishing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await title(1, db.courses[1].courseTitle);
  });

  it('from My courses: a course other than the first, a lesson completed, its progress moved in the list', async () => {
    const course = smallCourseInProgress();
    const before = course.completedTasks;
    const percent = (done: number) => String(Math.round((done / course.totalTasks) * 100));
    // My courses searched down to the course: the same page, a shorter grid.
    const { router } = renderPage(<MyCoursePage />, {
      url: `/apps/academy/my-course?q=${encodeURIComponent(course.courseTitle)}`,
      path: '/apps/academy/my-course',
      extraRoutes: <Route path={PATH} element={<CourseDetailsPage />} />,
    });
    const bar = () => screen.getByLabelText(new RegExp(`^Progress of ${course.courseTitle}:`));
    await screen.findByText(course.courseTitle, { selector: 'h2 a' });
    expect(bar()).toHaveAttribute('aria-valuenow', percent(before));

    await userEvent.click(screen.getByLabelText(`Continue ${course.courseTitle}`));
    await title(1, course.courseTitle);
    await userEvent.click(screen.getByText('Mark as complete'));
    await screen.findByText(`${before + 1} of ${course.totalTasks} lessons done`);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', percent(before + 1)));
  });
});
