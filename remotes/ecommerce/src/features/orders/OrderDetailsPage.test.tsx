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

  it('offers only the steps the order allows, ships it with a tracking number, said once the API recorded it', async () => {
    const user = userEvent.setup();
    const order = db.orders.find((o) => o.status === 'Processing' && o.payment === 1)!;
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${order.id}`, path: PATH });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(
      within(steps)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ship', 'Cancel order', 'Refund']);
    await user.click(within(steps).getByRole('button', { name: 'Ship' }));
    const ship = await screen.findByRole('dialog', { name: 'Ship the order' });
    fireEvent.change(within(ship).getByLabelText('Carrier'), { target: { value: 'DHL' } });
    fireEvent.change(within(ship).getByLabelText('Tracking number'), { target: { value: 'JD 01' } });
    await user.click(within(ship).getByRole('button', { name: 'Ship' }));
    expect(await within(ship).findByText('Letters, digits and dashes only')).toBeInTheDocument();
    expect(db.orders.find((o) => o.id === order.id)?.status).toBe('Processing');
    fireEvent.change(within(ship).getByLabelText('Tracking number'), { target: { value: 'JD-01' } });
    await user.click(within(ship).getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText(`Order #${order.order} has shipped`)).toBeInTheDocument();
    expect(db.orders.find((o) => o.id === order.id)?.status).toBe('Dispatched');
    expect(await screen.findByText(/DHL, tracking number JD-01 · by John Doe/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Next steps' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Out for delivery', 'Ready to pick up', 'Refund']);
  });

  it('offers no step to who may only read orders, and none on a closed order', async () => {
    const order = db.orders.find((o) => o.status === 'Processing' && o.payment === 1)!;
    const { unmount } = renderPage(<OrderDetailsPage />, {
      url: `/apps/ecommerce/order/details/${order.id}`,
      path: PATH,
      rules: [{ action: 'read', subject: 'Order' }],
      account: 'admin',
    });
    expect(await screen.findByText('Order was placed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
    unmount();
    const returned = db.orders.find((o) => o.status === 'Returned')!;
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${returned.id}`, path: PATH });
    expect(await screen.findByText('Returned')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
  });

  it('refunds one line of a delivered order, refusing more than is left or nothing at all', async () => {
    const user = userEvent.setup();
    const order = db.orders.find((o) => o.status === 'Delivered' && o.payment === 1)!;
    const line = order.items[0];
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${order.id}`, path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const refund = await screen.findByRole('dialog', { name: 'Refund the order' });
    const fields = within(refund).getAllByRole('spinbutton');
    fields.forEach((field) => fireEvent.change(field, { target: { value: '0' } }));
    await user.click(within(refund).getByRole('button', { name: 'Refund these' }));
    expect(await within(refund).findByText('Choose at least one item to refund')).toBeInTheDocument();
    fireEvent.change(fields[0], { target: { value: String(line.qty + 1) } });
    await user.click(within(refund).getByRole('button', { name: 'Refund these' }));
    expect(
      await within(refund).findByText('A whole number, no more than is left to refund'),
    ).toBeInTheDocument();
    expect(db.orders.find((o) => o.id === order.id)?.refundedLines).toBeUndefined();
    fireEvent.change(fields[0], { target: { value: '1' } });
    await user.click(within(refund).getByRole('button', { name: 'Refund these' }));
    expect(await screen.findByText(`Order #${order.order} is refunded`)).toBeInTheDocument();
    expect(db.orders.find((o) => o.id === order.id)?.refundedLines?.[String(line.productId)]).toBe(1);
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
  });

  it('says no success when the order moved on meanwhile: it shows the order as it is now', async () => {
    const user = userEvent.setup();
    const order = db.orders.find((o) => o.status === 'Dispatched' && o.payment === 1)!;
    renderPage(<OrderDetailsPage />, { url: `/apps/ecommerce/order/details/${order.id}`, path: PATH });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    // Someone else delivers it while the page is open.
    const stored = db.orders.find((o) => o.id === order.id)!;
    stored.status = 'Out for Delivery';
    stored.activity.push({ step: 'outForDelivery', at: '2026-11-20T10:00:00.000Z', by: 'Someone Else' });
    await user.click(within(steps).getByRole('button', { name: 'Ready to pick up' }));
    expect(
      await screen.findByText('Someone changed this order meanwhile: it now shows as it is.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(`Order #${order.order} is ready to pick up`)).not.toBeInTheDocument();
    expect(stored.status).toBe('Out for Delivery');
    expect(
      await within(screen.getByRole('region', { name: 'Next steps' })).findByRole('button', {
        name: 'Mark as delivered',
      }),
    ).toBeInTheDocument();
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

  it('shows an address someone saved while the dialog was open, and saves mine over it only when asked', async () => {
    const user = userEvent.setup();
    renderPage(<OrderDetailsPage />, { url: '/apps/ecommerce/order/details/3', path: PATH });
    await user.click(await screen.findByRole('button', { name: 'Edit Shipping address' }));
    const dialog = await screen.findByRole('dialog');
    // Another admin saves the address meanwhile.
    const order = db.orders.find((o) => o.id === 3)!;
    order.shippingAddress = { ...order.shippingAddress, city: 'Marseille' };
    const city = within(dialog).getByLabelText('City');
    await user.clear(city);
    await user.type(city, 'Lyon');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('They changed City. Nothing of yours is saved yet.'),
    ).toBeInTheDocument();
    expect(order.shippingAddress.city).toBe('Marseille');
    await user.click(within(dialog).getByRole('button', { name: 'Save mine over theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
