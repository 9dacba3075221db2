import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { LocationProbe, renderPage, setupI18n } from '../../testing/kit';
import AddProductPage from './AddProductPage';

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
