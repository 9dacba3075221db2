import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { currentLocation, renderPage, setupI18n, startMockApi } from '../../testing/kit';
import MyCoursePage from './MyCoursePage';

const renderMyCourses = (route = '/apps/academy/my-course') =>
  renderPage(<MyCoursePage />, { url: route, path: '/apps/academy/my-course' });
const cards = () => within(screen.getByRole('list', { name: 'Courses' })).getAllByRole('article');

describe('MyCoursePage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the first page of 10 courses with progress bars and paging', async () => {
    renderMyCourses();
    await screen.findByRole('list', { name: 'Courses' });
    expect(cards()).toHaveLength(10);
    expect(screen.getByText('25 courses in total')).toBeInTheDocument();
    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    const first = db.courses[0];
    const bar = screen.getByRole('progressbar', { name: new RegExp(`^Progress of ${first.courseTitle}`) });
    expect(bar).toHaveAttribute(
      'aria-valuenow',
      String(Math.round((first.completedTasks / first.totalTasks) * 100)),
    );
    await userEvent.click(screen.getByRole('button', { name: /3/ }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(currentLocation()).toBe('/apps/academy/my-course?page=3');
  });

  it('filters by tag, hides completed courses and sorts, through the URL', async () => {
    renderMyCourses();
    await screen.findByRole('list', { name: 'Courses' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Course category' }), 'Art');
    const art = db.courses.filter((c) => c.tags === 'Art');
    await waitFor(() => expect(cards()).toHaveLength(art.length));
    expect(currentLocation()).toBe('/apps/academy/my-course?label=Art');

    await userEvent.click(screen.getByRole('switch', { name: 'Hide completed' }));
    const open = art.filter((c) => c.completedTasks !== c.totalTasks);
    await waitFor(() => expect(cards()).toHaveLength(open.length));
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort courses' }), 'courseName:desc');
    const titles = [...open].map((c) => c.courseTitle).sort((a, b) => b.localeCompare(a));
    await waitFor(() =>
      expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(titles),
    );
    expect(currentLocation()).toBe(
      '/apps/academy/my-course?label=Art&hideCompleted=true&sortBy=courseName&orderBy=desc',
    );
  });

  it('searches title or tutor', async () => {
    renderMyCourses();
    await screen.findByRole('list', { name: 'Courses' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'figma');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search courses' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'zzz');
    expect(await screen.findByText('No courses found')).toBeInTheDocument();
  });

  it('shows a failed load with a Retry that loads again', async () => {
    server.use(
      http.get(
        '*/api/apps/academy/courses',
        () => HttpResponse.json({ message: 'Academy offline' }, { status: 500 }),
        { once: true },
      ),
    );
    renderMyCourses();
    expect(await screen.findByText('Academy offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeInTheDocument();
  });
});
