import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, issueToken, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { session, type AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n, startMockApi } from './testing/kit';
import MyCoursePage from './features/courses/MyCoursePage';
import CourseDetailsPage from './features/courses/CourseDetailsPage';
import AcademyDashboardPage from './features/dashboard/AcademyDashboardPage';

jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

/**
 * The academy's calls need read Course only (a lesson's completion is the learner's own progress, not a
 * change to the course), so someone whose role may read courses and nothing else sees every page whole
 * and may complete lessons. Signed in as such a user, so the mock API checks the same rules as the screen.
 */
const READ_COURSES: AbilityRule[] = [{ action: 'read', subject: 'Course' }];

/** A sample user given a role of their own that may read courses and nothing else, signed in. */
function signInAsLearner() {
  db.roles.push({ id: 99, name: 'learner', builtIn: false, rules: [{ action: 'read', subject: 'Course' }] });
  const user = db.users.find((u) => u.status === 'active' && u.id < 50)!;
  user.role = 'learner';
  const { id, fullName, username, avatar, email, role } = user;
  session.login({
    userData: { id, fullName, username, avatar, email, role },
    accessToken: issueToken(id),
    userAbilityRules: READ_COURSES,
  });
}

const render = (page: ReactElement, url: string) =>
  renderPage(page, { url, path: url.split('?')[0], rules: READ_COURSES, account: null });

describe('academy for someone who may only read courses', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => {
    resetMockDb();
    signInAsLearner();
  });
  afterEach(() => {
    // Unmounted first: signing out re-renders whatever still reads the session.
    cleanup();
    session.logout();
  });
  afterAll(() => server.close());

  it('shows the dashboard with its top courses', async () => {
    render(<AcademyDashboardPage />, '/apps/academy/dashboard');
    const table = await screen.findByRole('table', { name: 'Top courses' });
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.getByRole('link', { name: 'Browse my courses' })).toHaveAttribute(
      'href',
      '/apps/academy/my-course',
    );
  });

  it('lists the courses, each with the way to its details', async () => {
    render(<MyCoursePage />, '/apps/academy/my-course');
    const list = await screen.findByRole('list', { name: 'Courses' });
    const first = within(list).getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: /^Continue / })).toHaveAttribute(
      'href',
      `/apps/academy/course-details?id=${db.courses[0].id}`,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a course and completes a lesson of it', async () => {
    const course = db.courses.find((c) => c.id > 1 && c.completedTasks < c.totalTasks)!;
    const before = course.completedTasks;
    render(<CourseDetailsPage />, `/apps/academy/course-details?id=${course.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: course.courseTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText(`${before + 1} of ${course.totalTasks} lessons done`)).toBeInTheDocument();
  });
});
