import { screen, within } from '@testing-library/react';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import AcademyDashboardPage from './AcademyDashboardPage';

// ApexCharts needs a real browser; the chart's data is checked through its label and the list beside it.
jest.mock('@atrium/ui/charts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

describe('AcademyDashboardPage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the counts, the top courses by progress and courses per category', async () => {
    renderPage(<AcademyDashboardPage />);
    const completed = db.courses.filter((c) => c.completedTasks === c.totalTasks).length;
    const table = await screen.findByRole('table', { name: 'Top courses' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText(String(db.courses.length))).toBeInTheDocument();
    expect(screen.getByText('Completed').previousSibling).toHaveTextContent(String(completed));
    expect(
      await screen.findByRole('img', { name: 'Number of courses in each category' }),
    ).toBeInTheDocument();
    const web = db.courses.filter((c) => c.tags === 'Web').length;
    expect(screen.getByText(`Web: ${web} courses`)).toBeInTheDocument();
  });
});
