import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import CategoryListPage from './CategoryListPage';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('CategoryListPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('counts the products of each category and adds a validated category', async () => {
    // Titles pasted, not typed key by key (each key re-rendered the drawer's form and its slug; typing is
    // not what this tests), and no computed-style walk before each click.
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<CategoryListPage />, {
      url: '/apps/ecommerce/product/category-list?sortBy=name&orderBy=asc',
    });
    await waitFor(() => expect(rowsOf()).toHaveLength(6));
    const shoes = rowsOf().find((r) => within(r).queryByText('Shoes'))!;
    expect(within(shoes).getAllByRole('cell')[1]).toHaveTextContent(
      String(db.products.filter((p) => p.category === 'Shoes').length),
    );

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByLabelText('Title'));
    await user.paste('shoes');
    await user.click(within(drawer).getByRole('button', { name: 'Add category' }));
    expect(await within(drawer).findByText('This category already exists')).toBeInTheDocument();
    await user.clear(within(drawer).getByLabelText('Title'));
    await user.paste('Garden Tools');
    expect(within(drawer).getByLabelText('Slug')).toHaveValue('garden-tools');
    await user.click(within(drawer).getByRole('button', { name: 'Add category' }));
    await waitFor(() => expect(rowsOf()).toHaveLength(7));
    expect(screen.getByText('Garden Tools')).toBeInTheDocument();
    // Saved through the API: it is listed again after a reload.
    expect(db.categories.map((c) => c.name)).toEqual(['Garden Tools']);
  });
});
