import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it('ships a paid order with its tracking number, said only once the API has recorded it', async () => {
    const user = userEvent.setup();
    const order = db.orders.find((o) => o.status === 'Processing' && o.payment === 1)!;
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${order.id}`, path: PATH });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(steps).queryByRole('button', { name: 'Mark as delivered' })).not.toBeInTheDocument();
    await user.click(within(steps).getByRole('button', { name: 'Ship' }));
    const ship = await screen.findByRole('dialog', { name: 'Ship the order' });
    fireEvent.change(within(ship).getByLabelText('Carrier'), { target: { value: 'DHL' } });
    fireEvent.change(within(ship).getByLabelText('Tracking number'), { target: { value: 'JD 01' } });
    await user.click(within(ship).getByRole('button', { name: 'Ship' }));
    expect(await within(ship).findByText('Letters, digits and dashes only')).toBeInTheDocument();
    expect(db.orders.find((o) => o.id === order.id)?.status).toBe('Processing');
    fireEvent.change(within(ship).getByLabelText('Tracking number'), { target: { value: 'JD-01' } });
    await user.click(within(ship).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText(/DHL, tracking number JD-01 · by John Doe/)).toBeInTheDocument();
    expect(db.orders.find((o) => o.id === order.id)?.status).toBe('Dispatched');
  });

  it('refunds one line of a delivered order', async () => {
    const user = userEvent.setup();
    const order = db.orders.find((o) => o.status === 'Delivered' && o.payment === 1)!;
    const line = order.items[0];
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${order.id}`, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund the order' });
    const fields = within(refund).getAllByRole('spinbutton');
    fields.forEach((field, i) => fireEvent.change(field, { target: { value: i === 0 ? '1' : '0' } }));
    await user.click(within(refund).getByRole('button', { name: 'Refund these' }));
    await waitFor(() =>
      expect(db.orders.find((o) => o.id === order.id)?.refundedLines?.[String(line.productId)]).toBe(1),
    );
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
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
