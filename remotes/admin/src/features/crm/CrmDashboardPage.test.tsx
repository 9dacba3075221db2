import { screen, within } from '@testing-library/react';
import { renderPage, setupI18n } from '../../testing/kit';
import CrmDashboardPage from './CrmDashboardPage';

jest.mock('@atrium/ui/charts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

describe('CrmDashboardPage', () => {
  beforeAll(async () => {
    await setupI18n();
  });

  it('shows the summary cards, the revenue chart and the funnel', () => {
    renderPage(<CrmDashboardPage />, { url: '/dashboards/crm' });
    expect(within(screen.getByRole('group', { name: 'Customers' })).getByText('8,458')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Revenue' })).getByText('$86,400.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Revenue per month: Jan: \$18,000\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Won' })).toHaveAttribute('aria-valuenow', '10');
  });
});
