import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import CourseDetailsPage from './CourseDetailsPage';

describe('CourseDetailsPage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the course, its facts and its sections with completed topics', async () => {
    renderPage(<CourseDetailsPage />);
    const details = db.courseDetails;
    expect(await screen.findByRole('heading', { level: 1, name: details.title })).toBeInTheDocument();
    expect(screen.getByText(details.skillLevel)).toBeInTheDocument();
    expect(screen.getByText(details.instructor)).toBeInTheDocument();
    const first = details.content[0];
    const done = first.topics.filter((t) => t.isCompleted).length;
    expect(screen.getByText(new RegExp(`${done}/${first.topics.length} done`))).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Completed' })).toHaveLength(
      details.content.flatMap((s) => s.topics).filter((t) => t.isCompleted).length,
    );
    const section = screen.getByText(details.content[1].title).closest('details') as HTMLDetailsElement;
    expect(section.open).toBe(false);
    await userEvent.click(within(section).getByText(details.content[1].title));
    expect(section.open).toBe(true);
  });

  it('shows a failed load with Retry', async () => {
    server.use(
      http.get(
        '*/api/apps/academy/course-details',
        () => HttpResponse.json({ message: 'Gone fishing' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage(<CourseDetailsPage />);
    expect(await screen.findByText('Gone fishing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: db.courseDetails.title }),
    ).toBeInTheDocument();
  });
});
