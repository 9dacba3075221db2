import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import CustomerListPage from './CustomerListPage';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('CustomerListPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('pages through customers with the page in the URL, and links each to its details', async () => {
    const user = userEvent.setup();
    renderPage(<CustomerListPage />, { url: '/apps/ecommerce/customer/list' });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('11-20 of 100')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    const c = db.customers[10];
    await waitFor(() =>
      expect(within(rowsOf()[0]).getByRole('link', { name: c.customer })).toHaveAttribute(
        'href',
        `/apps/ecommerce/customer/details/${c.customerId}`,
      ),
    );
  });

  it('adds a customer from the drawer, validating the fields first', async () => {
    const user = userEvent.setup();
    renderPage(<CustomerListPage />, { url: '/apps/ecommerce/customer/list' });
    await user.click(await screen.findByRole('button', { name: 'Add customer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findAllByText('This field is required')).toHaveLength(3);
    await user.type(within(drawer).getByLabelText('Full name'), 'Ada Lovelace');
    await user.type(within(drawer).getByLabelText('Email'), 'not-an-email');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('Enter a valid email')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Email'));
    await user.type(within(drawer).getByLabelText('Email'), db.customers[0].email);
    await user.selectOptions(within(drawer).getByLabelText('Country'), 'France');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    expect(await within(drawer).findByText('A customer with this email already exists')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Email'));
    await user.type(within(drawer).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(drawer).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.customers.some((c) => c.email === 'ada@example.com')).toBe(true);
  });
});
