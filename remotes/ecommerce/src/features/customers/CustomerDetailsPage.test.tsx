import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import CustomerDetailsPage from './CustomerDetailsPage';

const PATH = '/apps/ecommerce/customer/details/:id';

describe('CustomerDetailsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the customer by customerId with their orders', async () => {
    const order = db.orders[0];
    const c = db.customers.find((x) => x.email === order.email)!;
    renderPage(<CustomerDetailsPage />, {
      url: `/apps/ecommerce/customer/details/${c.customerId}`,
      path: PATH,
    });
    expect(await screen.findByRole('heading', { level: 2, name: c.customer })).toBeInTheDocument();
    expect(screen.getByText('+1 (234) 464-0600')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Orders placed' });
    await waitFor(() => expect(within(table).getByText(`#${order.order}`)).toBeInTheDocument());
  });

  it('keeps the tab in the URL', async () => {
    const user = userEvent.setup();
    const c = db.customers[2];
    renderPage(<CustomerDetailsPage />, {
      url: `/apps/ecommerce/customer/details/${c.customerId}`,
      path: PATH,
    });
    await user.click(await screen.findByRole('tab', { name: 'Security' }));
    expect(screen.getByTestId('location')).toHaveTextContent('tab=security');
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown customerId (the API answers 404)', async () => {
    renderPage(<CustomerDetailsPage />, { url: '/apps/ecommerce/customer/details/1', path: PATH });
    expect(await screen.findByText('Customer 1 was not found')).toBeInTheDocument();
  });
});
