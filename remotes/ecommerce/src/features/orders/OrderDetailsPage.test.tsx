import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { Route } from 'react-router-dom';
import { LocationProbe, renderPage, setupI18n } from '../../testing/kit';
import OrderDetailsPage from './OrderDetailsPage';

const PATH = '/apps/ecommerce/order/details/:id';

describe('OrderDetailsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows the order, its items, totals, customer and activity', async () => {
    const order = db.orders[11];
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${order.id}`, path: PATH });
    expect(screen.getByTestId('order-skeleton')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(`Order #${order.order}`) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Order details' })).toBeInTheDocument();
    expect(screen.getAllByText(order.email).length).toBeGreaterThan(0);
    expect(screen.getByText('Order was placed')).toBeInTheDocument();
    const customer = db.customers.find((c) => c.email === order.email)!;
    expect(screen.getByRole('link', { name: order.customer })).toHaveAttribute(
      'href',
      `/apps/ecommerce/customer/details/${customer.customerId}`,
    );
  });

  it('edits the shipping address in a dialog, with validation at the field, and saves it', async () => {
    const user = userEvent.setup();
    renderPage(<OrderDetailsPage />, { url: '/apps/ecommerce/order/details/3', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit Shipping address' }));
    const dialog = await screen.findByRole('dialog');
    const city = within(dialog).getByLabelText('City');
    await user.clear(city);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(city, 'Lyon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText(/Lyon,/).length).toBeGreaterThan(0);
    // Saved through the API: the order answers it from now on (a reload shows it).
    expect(db.orders.find((o) => o.id === 3)?.shippingAddress.city).toBe('Lyon');
  });

  it('shows a not-found state inside the area for an unknown or malformed id', async () => {
    renderPage(<OrderDetailsPage />, { url: '/apps/ecommerce/order/details/9999', path: PATH });
    expect(await screen.findByText('Order 9999 was not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/order/list',
    );
  });

  it('rejects a malformed id without asking the API', async () => {
    renderPage(<OrderDetailsPage />, { url: '/apps/ecommerce/order/details/abc', path: PATH });
    expect(screen.getByText('Order abc was not found')).toBeInTheDocument();
  });

  it('deletes the order after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    renderPage(<OrderDetailsPage />, {
      url: '/apps/ecommerce/order/details/5',
      path: PATH,
      extraRoutes: <Route path="*" element={<LocationProbe />} />,
    });
    await user.click(await screen.findByRole('button', { name: 'Delete order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/apps/ecommerce/order/list'),
    );
    expect(db.orders.some((o) => o.id === 5)).toBe(false);
  });
});
