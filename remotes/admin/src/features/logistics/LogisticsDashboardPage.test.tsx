import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import LogisticsDashboardPage from './LogisticsDashboardPage';

jest.mock('@atrium/ui/charts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'Vehicles on route' }))
    .getAllByRole('row')
    .slice(1);

describe('LogisticsDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the fleet numbers and the warnings chart from the whole fleet', async () => {
    renderPage(<LogisticsDashboardPage />, { url: '/apps/logistics/dashboard' });
    const withWarnings = db.vehicles.filter((v) => v.warnings !== 'No Warnings').length;
    expect(await screen.findByText('With warnings')).toBeInTheDocument();
    expect(screen.getByText('With warnings').previousSibling).toHaveTextContent(String(withWarnings));
    const oil = db.vehicles.filter((v) => v.warnings === 'Oil Leakage').length;
    expect(screen.getByRole('img', { name: /^Vehicles by warning:/ })).toHaveAccessibleName(
      expect.stringContaining(`Oil leakage: ${oil}`),
    );
  });

  it('pages and sorts the vehicles table through the URL, with warning chips and progress', async () => {
    const user = userEvent.setup();
    renderPage(<LogisticsDashboardPage />, { url: '/apps/logistics/dashboard' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    expect(screen.getByText(`1-10 of ${db.vehicles.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Progress' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('sortBy=progress&orderBy=asc'),
    );
    const lowest = Math.min(...db.vehicles.map((v) => v.progress));
    await waitFor(() =>
      expect(within(rowsOf()[0]).getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(lowest)),
    );
  });
});
