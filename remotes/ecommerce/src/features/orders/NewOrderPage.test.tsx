import { fireEvent, screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { LocationProbe, renderPage, setupI18n } from '../../testing/kit';
import NewOrderPage from './NewOrderPage';

const userEvent = userEventLib.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
const PATH = '/apps/ecommerce/order/add';

const usCustomer = () => db.customers.find((c) => c.countryCode === 'us')!;
const forSale = () => db.products.find((p) => p.status === 'Published' && p.qty >= 3)!;

async function openPage() {
  renderPage(<NewOrderPage />, {
    url: PATH,
    path: PATH,
    extraRoutes: <Route path="*" element={<LocationProbe />} />,
  });
  return screen.findByRole('form', { name: 'New order' });
}

async function pick(label: string, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

/** The amount shown next to a label of the summary. */
function amountOf(label: RegExp) {
  const term = within(screen.getByRole('region', { name: 'Summary' })).getByText(label);
  return term.nextElementSibling?.textContent;
}

describe('NewOrderPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('takes an order for a customer at the store prices, then opens it, said placed once the API kept it', async () => {
    db.ecommerceSettings.store.currency = 'EUR';
    db.ecommerceSettings.store.taxRate = 10;
    const customer = usCustomer();
    const product = forSale();
    product.price = '$20.00';
    const stock = product.qty;
    await openPage();

    await pick('Customer', customer.customer.slice(0, 5), customer.customer);
    expect(screen.getByText('Ships to United States')).toBeInTheDocument();
    await pick('Add a product', product.productName.slice(0, 6), product.productName);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Shipping rate' }), 'Express');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Market St' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'San Francisco' } });
    fireEvent.change(screen.getByLabelText('State / region'), { target: { value: 'CA' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: '94105' } });

    // In the store's currency: 2 × €20.00, 10% tax, Express €14.99.
    expect(amountOf(/Subtotal/)).toBe('€40.00');
    expect(amountOf(/Tax \(10%\)/)).toBe('€4.00');
    expect(amountOf(/Shipping/)).toBe('€14.99');
    expect(amountOf(/Total/)).toBe('€58.99');

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    const placed = db.orders.at(-1)!;
    expect(await screen.findByText(`Order #${placed.order} was placed`)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/apps/ecommerce/order/details/${placed.id}`,
    );
    expect(placed).toMatchObject({
      customer: customer.customer,
      spent: 58.99,
      status: 'Processing',
      payment: 1,
    });
    expect(product.qty).toBe(stock - 2);
  });

  it('says what is missing, or more than is in stock, before anything is sent', async () => {
    const customer = usCustomer();
    const product = forSale();
    const count = db.orders.length;
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('Choose a customer')).toBeInTheDocument();
    expect(screen.getByText('Add at least one product')).toBeInTheDocument();
    expect(screen.getByText('Choose a shipping rate')).toBeInTheDocument();
    expect(db.orders).toHaveLength(count);

    // More than is in stock: said on the line.
    await pick('Customer', customer.customer.slice(0, 5), customer.customer);
    await pick('Add a product', product.productName.slice(0, 6), product.productName);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), {
      target: { value: String(product.qty + 1) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByText('More than is in stock')).toBeInTheDocument();
    expect(db.orders).toHaveLength(count);
  });

  it('warns when the store does not ship to the customer', async () => {
    db.ecommerceSettings.shipping.zones = db.ecommerceSettings.shipping.zones.filter(
      (z) => !(z.countries as readonly string[]).includes('US'),
    );
    const customer = usCustomer();
    await openPage();
    await pick('Customer', customer.customer.slice(0, 5), customer.customer);
    expect(await screen.findByText(/The store does not ship to United States/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Shipping rate' })).toBeDisabled();
  });
});
