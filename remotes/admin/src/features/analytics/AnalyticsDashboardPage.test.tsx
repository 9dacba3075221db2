import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import AnalyticsDashboardPage from './AnalyticsDashboardPage';

jest.mock('@atrium/ui/charts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Projects' }))
    .getAllByRole('row')
    .slice(1);

describe('AnalyticsDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the project numbers, the chart and the projects with progress', async () => {
    renderPage(<AnalyticsDashboardPage />, { url: '/dashboards/analytics' });
    await waitFor(() => expect(rowsOf()).toHaveLength(db.analyticsProjects.length));
    const first = db.analyticsProjects[0];
    expect(
      within(rowsOf()[0]).getByRole('progressbar', { name: `Progress of ${first.name}` }),
    ).toHaveAttribute('aria-valuenow', String(first.progress));
    expect(screen.getByRole('img', { name: /^Progress by project:/ })).toHaveAccessibleName(
      expect.stringContaining(`${first.name}: ${first.progress}%`),
    );
    expect(
      within(screen.getByRole('group', { name: 'Projects' })).getByText(String(db.analyticsProjects.length)),
    ).toBeInTheDocument();
  });

  it('searches, sorts and pages through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<AnalyticsDashboardPage />, { url: '/dashboards/analytics?itemsPerPage=5' });
    await waitFor(() => expect(rowsOf()).toHaveLength(5));
    await user.click(screen.getByRole('button', { name: 'Leader' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('sortBy=leader&orderBy=asc'),
    );
    const firstLeader = [...db.analyticsProjects].map((p) => p.leader).sort((a, b) => a.localeCompare(b))[0];
    await waitFor(() => expect(within(rowsOf()[0]).getByText(firstLeader)).toBeInTheDocument());
    const target = db.analyticsProjects[3];
    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), target.name);
    await waitFor(() => expect(rowsOf().length).toBeGreaterThanOrEqual(1));
    await waitFor(() => expect(within(rowsOf()[0]).getByText(target.name)).toBeInTheDocument());
  });

  it('offers Retry when the projects fail to load', async () => {
    server.use(
      http.get(
        '*/api/dashboard/analytics/projects',
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        { once: true },
      ),
    );
    renderPage(<AnalyticsDashboardPage />, { url: '/dashboards/analytics' });
    expect((await screen.findAllByRole('button', { name: 'Retry' })).length).toBeGreaterThan(0);
  });
});
