import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

  it("saves the customer's notifications, two-step verification and password through the API", async () => {
    const user = userEvent.setup();
    const c = db.customers[2];
    const url = `/apps/ecommerce/customer/details/${c.customerId}`;
    renderPage(<CustomerDetailsPage />, { url: `${url}?tab=notifications`, path: PATH });
    const box = await screen.findByRole('checkbox', { name: 'New for you — App' });
    const wasOn = box.getAttribute('aria-checked') === 'true';
    await user.click(box);
    const form = screen.getByRole('form', { name: 'Notifications' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(db.customerPreferences[String(c.customerId)].notifications.newForYou.app).toBe(!wasOn),
    );
    expect(within(form).getByRole('button', { name: 'Discard' })).toBeDisabled();

    await user.click(screen.getByRole('tab', { name: 'Security' }));
    await user.click(await screen.findByRole('switch', { name: 'Require a code at sign-in' }));
    await waitFor(() => expect(db.customerPreferences[String(c.customerId)].twoStep).toBe(true));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'long-enough' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'long-enough' } });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password was changed')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown customerId (the API answers 404)', async () => {
    renderPage(<CustomerDetailsPage />, { url: '/apps/ecommerce/customer/details/1', path: PATH });
    expect(await screen.findByText('Customer 1 was not found')).toBeInTheDocument();
  });
});
