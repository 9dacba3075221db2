import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import CourseDetailsPage from './CourseDetailsPage';
import MyCoursePage from './MyCoursePage';

const PATH = '/apps/academy/course-details';
const renderDetails = (search = '') =>
  renderPage(<CourseDetailsPage />, { url: `${PATH}${search}`, path: PATH });
const lessonsOf = (id: number) => db.courseDetails.find((d) => d.id === id)!.content.flatMap((s) => s.topics);

describe('CourseDetailsPage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('opens the course the URL names: facts, instructor, sections with lessons and durations', async () => {
    renderDetails('?id=8');
    const course = db.courses.find((c) => c.id === 8)!;
    const details = db.courseDetails.find((d) => d.id === 8)!;
    expect(await screen.findByRole('heading', { level: 1, name: course.courseTitle })).toBeInTheDocument();
    expect(screen.getByText(details.skillLevel)).toBeInTheDocument();
    expect(screen.getByText(course.user)).toBeInTheDocument();
    expect(screen.getByText(details.instructorPosition)).toBeInTheDocument();
    expect(screen.getByText(details.description[0])).toBeInTheDocument();
    const first = details.content[0];
    const list = screen.getByRole('list', { name: first.title });
    expect(within(list).getAllByRole('listitem')).toHaveLength(first.topics.length);
    expect(within(list).getAllByText(first.topics[0].time).length).toBeGreaterThan(0);
    const done = lessonsOf(8).filter((t) => t.isCompleted).length;
    expect(screen.getByText(`${done} of ${course.totalTasks} lessons done`)).toBeInTheDocument();
    // The player shows the first lesson not done yet.
    const next = lessonsOf(8).find((t) => !t.isCompleted)!;
    expect(screen.getByRole('heading', { level: 2, name: next.title })).toBeInTheDocument();
  });

  it('opens the first course without an id', async () => {
    renderDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: db.courses[0].courseTitle }),
    ).toBeInTheDocument();
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
    const course = db.courses.find((c) => c.id > 1 && c.completedTasks < c.totalTasks)!;
    const before = course.completedTasks;
    renderDetails(`?id=${course.id}`);
    const lesson = lessonsOf(course.id).find((t) => !t.isCompleted)!;
    expect(await screen.findByRole('heading', { level: 2, name: lesson.title })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText(`${before + 1} of ${course.totalTasks} lessons done`)).toBeInTheDocument();
    expect(db.courses.find((c) => c.id === course.id)!.completedTasks).toBe(before + 1);
    expect(lessonsOf(course.id).find((t) => t.id === lesson.id)!.isCompleted).toBe(true);
  });

  it('ticks and unticks a lesson in the curriculum, and plays the one chosen', async () => {
    const course = db.courses.find(
      (c) => c.id > 1 && c.completedTasks > 0 && c.completedTasks < c.totalTasks,
    )!;
    renderDetails(`?id=${course.id}`);
    const done = lessonsOf(course.id).find((t) => t.isCompleted)!;
    const box = await screen.findAllByRole('checkbox', { name: `Completed: ${done.title}` });
    expect(box[0]).toBeChecked();
    await userEvent.click(box[0]);
    await waitFor(() =>
      expect(db.courses.find((c) => c.id === course.id)!.completedTasks).toBe(course.completedTasks),
    );
    expect(lessonsOf(course.id).find((t) => t.id === done.id)!.isCompleted).toBe(false);

    const buttons = screen.getAllByRole('button', { name: done.title });
    await userEvent.click(buttons[0]);
    expect(buttons[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('heading', { level: 2, name: done.title })).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    server.use(
      http.get(
        '*/api/apps/academy/course-details',
        () => HttpResponse.json({ message: 'Gone fishing' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderDetails('?id=2');
    expect(await screen.findByText('Gone fishing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: db.courses[1].courseTitle }),
    ).toBeInTheDocument();
  });

  it('from My courses: a course other than the first, a lesson completed, its progress moved in the list', async () => {
    const { router } = renderPage(<MyCoursePage />, {
      url: '/apps/academy/my-course',
      path: '/apps/academy/my-course',
      extraRoutes: <Route path={PATH} element={<CourseDetailsPage />} />,
    });
    const course = db.courses.find((c) => c.id > 1 && c.completedTasks < c.totalTasks)!;
    const percent = (done: number) => Math.round((done / course.totalTasks) * 100);
    const bar = await screen.findByRole('progressbar', {
      name: new RegExp(`^Progress of ${course.courseTitle}`),
    });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent(course.completedTasks)));
    const before = course.completedTasks;

    await userEvent.click(screen.getByRole('link', { name: `Continue ${course.courseTitle}` }));
    expect(await screen.findByRole('heading', { level: 1, name: course.courseTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await screen.findByText(`${before + 1} of ${course.totalTasks} lessons done`);

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(
        screen.getByRole('progressbar', { name: new RegExp(`^Progress of ${course.courseTitle}`) }),
      ).toHaveAttribute('aria-valuenow', String(percent(before + 1))),
    );
  });
});
