import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { LocationProbe, renderPage, setupI18n } from '../../testing/kit';
import AddProductPage from './AddProductPage';

// jsdom draws no pictures: the scaled picture is a small PNG, as the browser's canvas would give.
const SCALED = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
jest.mock('@atrium/platform', () => ({
  ...jest.requireActual<object>('@atrium/platform'),
  scalePicture: async () => new Blob([SCALED], { type: 'image/png' }),
}));

describe('AddProductPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const render = () =>
    renderPage(<AddProductPage />, {
      url: '/apps/ecommerce/product/add',
      path: '/apps/ecommerce/product/add',
      extraRoutes: <Route path="*" element={<LocationProbe />} />,
    });

  it('shows the errors at the fields and sends nothing while the form is invalid', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await user.click(screen.getByRole('button', { name: 'Publish product' }));
    expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
    expect(screen.getByLabelText('Product name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Base price')).toHaveAttribute('aria-invalid', 'true');
    expect(db.products).toHaveLength(50);
  });

  it('creates the product and opens the list searching for it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await user.click(screen.getByLabelText('Product name'));
    await user.paste('Linen Lounge Chair');
    await user.click(screen.getByLabelText('SKU'));
    await user.paste('48211');
    await user.type(screen.getByLabelText('Quantity in stock'), '12');
    await user.type(screen.getByLabelText('Base price'), '349.50');
    await user.click(screen.getByLabelText('Vendor'));
    await user.paste('Atrium Home');
    await user.selectOptions(screen.getByLabelText('Category'), 'Home Decor');
    await user.type(screen.getByLabelText('Tags'), 'chair, linen');
    await user.click(screen.getByRole('button', { name: 'Publish product' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/apps/ecommerce/product/list?q=Linen%20Lounge%20Chair',
      ),
    );
    expect(db.products.at(-1)).toMatchObject({
      productName: 'Linen Lounge Chair',
      sku: 48211,
      qty: 12,
      price: '$349.50',
      category: 'Home Decor',
      stock: true,
    });
  });

  it('uploads the picture as it is chosen, shows it from the API, and saves the product with it', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await user.upload(
      screen.getByLabelText('Choose a picture'),
      new File([SCALED], 'chair.png', { type: 'image/png' }),
    );
    const shown = await screen.findByRole('img', { name: "The product's picture" });
    expect(shown.getAttribute('src')).toMatch(/^\/api\/media\/[0-9a-f]{32}$/);
    await user.click(screen.getByLabelText('Product name'));
    await user.paste('Oak Stool');
    await user.click(screen.getByLabelText('SKU'));
    await user.paste('48212');
    await user.type(screen.getByLabelText('Quantity in stock'), '4');
    await user.type(screen.getByLabelText('Base price'), '89');
    await user.click(screen.getByLabelText('Vendor'));
    await user.paste('Atrium Home');
    await user.selectOptions(screen.getByLabelText('Category'), 'Home Decor');
    await user.click(screen.getByRole('button', { name: 'Publish product' }));
    await waitFor(() =>
      expect(db.products.at(-1)).toMatchObject({
        productName: 'Oak Stool',
        image: shown.getAttribute('src'),
      }),
    );
  });

  it('offers the categories added on the category screen and saves the product in one', async () => {
    db.categories = [{ name: 'Garden', slug: 'garden', description: '', parent: '', status: 'Published' }];
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    render();
    await user.click(screen.getByLabelText('Product name'));
    await user.paste('Rake');
    await user.click(screen.getByLabelText('SKU'));
    await user.paste('7001');
    await user.type(screen.getByLabelText('Quantity in stock'), '3');
    await user.type(screen.getByLabelText('Base price'), '19');
    await user.click(screen.getByLabelText('Vendor'));
    await user.paste('Yard Co');
    // The added category is offered once the API has listed it.
    await screen.findByRole('option', { name: 'Garden' });
    await user.selectOptions(screen.getByLabelText('Category'), 'Garden');
    await user.click(screen.getByRole('button', { name: 'Publish product' }));
    await waitFor(() =>
      expect(db.products.at(-1)).toMatchObject({ productName: 'Rake', category: 'Garden' }),
    );
  });
});
