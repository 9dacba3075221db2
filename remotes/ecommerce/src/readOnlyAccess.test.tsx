import { screen, waitFor, within } from '@testing-library/react';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import type { AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n } from './testing/kit';
import area from './area';
import ProductListPage from './features/products/ProductListPage';
import CategoryListPage from './features/categories/CategoryListPage';
import OrderListPage from './features/orders/OrderListPage';
import OrderDetailsPage from './features/orders/OrderDetailsPage';
import CustomerListPage from './features/customers/CustomerListPage';
import CustomerDetailsPage from './features/customers/CustomerDetailsPage';
import ManageReviewsPage from './features/reviews/ManageReviewsPage';
import ReferralsPage from './features/referrals/ReferralsPage';
import SettingsPage from './features/settings/SettingsPage';
import EcommerceDashboardPage from './features/dashboard/EcommerceDashboardPage';

jest.mock('@atrium/ui/charts', () => jest.requireActual('@atrium/testing/charts-stub'));

/**
 * What a user may do decides what the e-commerce screens offer: someone who may only read sees every
 * page without a control whose call the API would refuse; the admin (manage all) sees them all. The
 * page's calls go as the admin's API account: this is about what the screen shows.
 */
const read = (...subjects: string[]): AbilityRule[] =>
  subjects.map((subject) => ({ action: 'read', subject }));
const READ_ONLY = read(...area.subjects);

const ORDER = db.orders[11];
const CUSTOMER = db.customers.find((c) => c.email === ORDER.email)!;

const products = (rules?: AbilityRule[]) =>
  renderPage(<ProductListPage />, { url: '/apps/ecommerce/product/list', rules });
const orderDetails = (rules?: AbilityRule[]) =>
  renderPage(<OrderDetailsPage />, {
    url: `/apps/ecommerce/order/details/${ORDER.id}`,
    path: '/apps/ecommerce/order/details/:id',
    rules,
  });
const customerDetails = (tab: string, rules?: AbilityRule[]) =>
  renderPage(<CustomerDetailsPage />, {
    url: `/apps/ecommerce/customer/details/${CUSTOMER.customerId}${tab ? `?tab=${tab}` : ''}`,
    path: '/apps/ecommerce/customer/details/:id',
    rules,
  });
const reviews = (rules?: AbilityRule[]) =>
  renderPage(<ManageReviewsPage />, { url: '/apps/ecommerce/manage-review', rules });
const settings = (tab: string, rules?: AbilityRule[]) =>
  renderPage(<SettingsPage />, { url: `/apps/ecommerce/settings?tab=${tab}`, rules });

/** The first row of a table once its data is in. */
async function firstRow(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return { table, row: within(table).getAllByRole('row')[1] };
}

describe('e-commerce screens for someone who may only read', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  describe('product list', () => {
    it('offers no add, selection, delete or actions column to a reader', async () => {
      products(READ_ONLY);
      const { table, row } = await firstRow('Products');
      expect(within(row).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
      expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Add product' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    });

    it('offers them to the admin', async () => {
      products();
      const { table, row } = await firstRow('Products');
      expect(within(row).getByRole('button', { name: /^Delete / })).toBeInTheDocument();
      expect(within(table).getByRole('checkbox', { name: 'Select all rows' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add product' })).toBeInTheDocument();
    });
  });

  it('category list: Add category only for someone who may create products', async () => {
    const { unmount } = renderPage(<CategoryListPage />, {
      url: '/apps/ecommerce/product/category-list',
      rules: READ_ONLY,
    });
    await firstRow('Categories');
    expect(screen.queryByRole('button', { name: 'Add category' })).not.toBeInTheDocument();
    unmount();

    renderPage(<CategoryListPage />, { url: '/apps/ecommerce/product/category-list' });
    expect(await screen.findByRole('button', { name: 'Add category' })).toBeInTheDocument();
  });

  it('order list: a row offers its details but no delete to a reader', async () => {
    const { unmount } = renderPage(<OrderListPage />, {
      url: '/apps/ecommerce/order/list',
      rules: READ_ONLY,
    });
    let { row } = await firstRow('Orders');
    expect(within(row).getByRole('link', { name: /^View order #/ })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete order #/ })).not.toBeInTheDocument();
    unmount();

    renderPage(<OrderListPage />, { url: '/apps/ecommerce/order/list' });
    ({ row } = await firstRow('Orders'));
    expect(within(row).getByRole('button', { name: /^Delete order #/ })).toBeInTheDocument();
  });

  describe('order details', () => {
    it('offers no delete and no address edits to a reader', async () => {
      orderDetails(READ_ONLY);
      expect(await screen.findByRole('heading', { level: 3, name: 'Shipping address' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete order' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Shipping address' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit Billing address' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: ORDER.customer })).toBeInTheDocument();
    });

    it('names the customer without a link to their page for someone who may not read customers', async () => {
      orderDetails(read('Order'));
      expect(await screen.findByRole('heading', { level: 3, name: 'Customer details' })).toBeInTheDocument();
      expect(screen.getAllByText(ORDER.customer).length).toBeGreaterThan(0);
      expect(screen.queryByRole('link', { name: ORDER.customer })).not.toBeInTheDocument();
    });

    it('offers delete and address edits to the admin', async () => {
      orderDetails();
      expect(await screen.findByRole('button', { name: 'Edit Shipping address' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit Billing address' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete order' })).toBeInTheDocument();
    });
  });

  it('customer list: Add customer only for someone who may create customers', async () => {
    const { unmount } = renderPage(<CustomerListPage />, {
      url: '/apps/ecommerce/customer/list',
      rules: READ_ONLY,
    });
    await firstRow('Customers');
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
    unmount();

    renderPage(<CustomerListPage />, { url: '/apps/ecommerce/customer/list' });
    expect(await screen.findByRole('button', { name: 'Add customer' })).toBeInTheDocument();
  });

  describe('customer details', () => {
    it('shows a reader the security settings without the password form, and two-step verification as it is', async () => {
      customerDetails('security', READ_ONLY);
      const twoStep = await screen.findByRole('switch', { name: 'Require a code at sign-in' });
      expect(twoStep).toBeDisabled();
      expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    });

    it("shows a reader the customer's notifications, not to be changed, without Save", async () => {
      customerDetails('notifications', READ_ONLY);
      const box = await screen.findByRole('checkbox', { name: 'New for you — App' });
      expect(box).toBeDisabled();
      expect(screen.getByRole('group', { name: 'Notifications' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Discard' })).not.toBeInTheDocument();
    });

    it('has no orders tab for someone who may not read orders, and opens on security', async () => {
      customerDetails('', read('Customer'));
      expect(await screen.findByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('tab', { name: 'Overview' })).not.toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Orders placed' })).not.toBeInTheDocument();
    });

    it('offers the password form, the two-step switch and Save to the admin', async () => {
      const { unmount } = customerDetails('security');
      expect(await screen.findByRole('switch', { name: 'Require a code at sign-in' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
      unmount();

      customerDetails('notifications');
      expect(await screen.findByRole('checkbox', { name: 'New for you — App' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    });
  });

  describe('reviews', () => {
    it('offers no publish, unpublish or delete, nor an actions column, to a reader', async () => {
      reviews(READ_ONLY);
      const { table, row } = await firstRow('Manage reviews');
      expect(within(row).queryByRole('button')).not.toBeInTheDocument();
      expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    });

    it('offers only what the role allows: publishing without deleting', async () => {
      reviews([...READ_ONLY, { action: 'update', subject: 'Review' }]);
      const { row } = await firstRow('Manage reviews');
      expect(
        within(row).getByRole('button', { name: /^(Publish|Unpublish) the review of / }),
      ).toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: /^Delete the review of / })).not.toBeInTheDocument();
    });

    it('offers both to the admin', async () => {
      reviews();
      const { row } = await firstRow('Manage reviews');
      expect(
        within(row).getByRole('button', { name: /^(Publish|Unpublish) the review of / }),
      ).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: /^Delete the review of / })).toBeInTheDocument();
    });
  });

  it('referrals: inviting only for someone who may create referrals; the link can always be copied', async () => {
    const { unmount } = renderPage(<ReferralsPage />, { url: '/apps/ecommerce/referrals', rules: READ_ONLY });
    await firstRow('Referred users');
    expect(screen.queryByRole('button', { name: 'Send invite' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Friend's email")).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    unmount();

    renderPage(<ReferralsPage />, { url: '/apps/ecommerce/referrals' });
    expect(await screen.findByRole('button', { name: 'Send invite' })).toBeInTheDocument();
  });

  describe('settings', () => {
    it('shows a reader the settings, not to be changed, without Save, Discard or adding', async () => {
      settings('shipping', READ_ONLY);
      const section = await screen.findByRole('group', { name: 'Shipping & delivery' });
      for (const field of within(section).getAllByRole('textbox')) expect(field).toBeDisabled();
      expect(within(section).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    });

    it('offers Save and adding to the admin', async () => {
      settings('shipping');
      const section = await screen.findByRole('form', { name: 'Shipping & delivery' });
      expect(within(section).getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Add shipping zone' })).toBeInTheDocument();
      expect(within(section).getAllByRole('textbox')[0]).toBeEnabled();
    });
  });

  it("dashboard: no customers' or products' cards for someone who may read only orders", async () => {
    const { unmount } = renderPage(<EcommerceDashboardPage />, {
      url: '/dashboards/ecommerce',
      rules: read('Order'),
    });
    expect(await screen.findByRole('table', { name: 'Recent orders' })).toBeInTheDocument();
    expect(screen.queryByText('Customers')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Popular products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sales by country' })).not.toBeInTheDocument();
    unmount();

    renderPage(<EcommerceDashboardPage />, { url: '/dashboards/ecommerce' });
    expect(await screen.findByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sales by country' })).toBeInTheDocument();
    // The customers' figure is in the statistics card, once its call has answered.
    expect(await screen.findByText('Customers')).toBeInTheDocument();
  });
});
