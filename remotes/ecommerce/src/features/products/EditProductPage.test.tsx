import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import EditProductPage from './EditProductPage';

describe('EditProductPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const render = (id = '3') =>
    renderPage(<EditProductPage />, {
      url: `/apps/ecommerce/product/edit/${id}`,
      path: '/apps/ecommerce/product/edit/:id',
    });
  const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

  it('opens with the product’s fields and saves what was changed, variants and collection too', async () => {
    const u = user();
    const product = db.products.find((p) => p.id === 3)!;
    render();
    const name = await screen.findByLabelText('Product name');
    expect(name).toHaveValue(product.productName);
    expect(screen.getByLabelText('Quantity in stock')).toHaveValue(String(product.qty));
    const price = screen.getByLabelText('Base price');
    await u.clear(price);
    await u.paste('12.50');
    await u.clear(screen.getByLabelText('Collection'));
    await u.paste('Winter');
    await u.click(screen.getByRole('button', { name: 'Add another option' }));
    await u.click(screen.getByLabelText('Value'));
    await u.paste('XL');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${product.productName} saved`)).toBeInTheDocument();
    expect(db.products.find((p) => p.id === 3)).toMatchObject({
      price: '$12.50',
      collection: 'Winter',
      variants: [{ option: 'size', value: 'XL' }],
    });
  });

  it('says who changed what meanwhile, saves nothing, and loads their version on request', async () => {
    const u = user();
    render();
    const qty = await screen.findByLabelText('Quantity in stock');
    // Another admin saves the product after this form opened it.
    db.products.find((p) => p.id === 3)!.qty = 999;
    await u.clear(qty);
    await u.paste('5');
    await u.click(screen.getByRole('button', { name: 'Save changes' }));
    const conflict = await screen.findByRole('alert');
    expect(conflict).toHaveTextContent('They changed Quantity in stock');
    expect(db.products.find((p) => p.id === 3)!.qty).toBe(999);
    await u.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Quantity in stock')).toHaveValue('999'));
  });

  it('says so for a product that does not exist', async () => {
    render('999');
    expect(await screen.findByText('This product does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/product/list',
    );
  });
});
