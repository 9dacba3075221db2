import { screen, waitFor } from '@testing-library/react';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import EcommerceDashboardPage from './EcommerceDashboardPage';

jest.mock('@atrium/ui/charts', () => ({
  Chart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

describe('EcommerceDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('summarises the orders and draws the charts', async () => {
    renderPage(<EcommerceDashboardPage />, { url: '/dashboards/ecommerce' });
    expect(screen.getByRole('heading', { level: 1, name: 'eCommerce dashboard' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Orders').nextSibling).toHaveTextContent(String(db.orders.length)),
    );
    expect(screen.getByRole('img', { name: 'Revenue report' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Orders by status' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sales statistics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
    expect(await screen.findAllByText(/•••• \d{4}/)).toHaveLength(5);
  });
});
