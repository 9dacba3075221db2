import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import CategoryListPage from './CategoryListPage';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowNamed = (name: string) => {
  const row = rowsOf().find((r) => within(r).queryByText(name));
  if (!row) throw new Error(`No row ${name}`);
  return row;
};

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

  it('edits an added category: a rename takes its products along', async () => {
    db.categories = [
      { id: 1, name: 'Garden', slug: 'garden', description: '', parent: '', status: 'Published' },
    ];
    const ids = db.products.slice(0, 2).map((p) => ((p.category = 'Garden'), p.id));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<CategoryListPage />, { url: '/apps/ecommerce/product/category-list' });
    const row = await waitFor(() => rowNamed('Garden'));
    expect(within(row).getAllByRole('cell')[1]).toHaveTextContent('2');
    // The built-in categories are offered neither edit nor delete.
    expect(screen.queryByRole('button', { name: 'Edit Shoes' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Edit Garden' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByLabelText('Slug')).toHaveValue('garden');
    await user.clear(within(drawer).getByLabelText('Title'));
    await user.paste('Backyard');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Backyard was saved')).toBeInTheDocument();
    expect(db.categories).toEqual([expect.objectContaining({ name: 'Backyard', slug: 'garden' })]);
    expect(ids.map((id) => db.products.find((p) => p.id === id)!.category)).toEqual(['Backyard', 'Backyard']);
    await waitFor(() => expect(screen.getByText('Backyard')).toBeInTheDocument());
  });

  it('deletes an added category: refused with the number of its products, then deleted moving them', async () => {
    db.categories = [
      { id: 1, name: 'Garden', slug: 'garden', description: '', parent: '', status: 'Published' },
    ];
    const ids = db.products.slice(0, 3).map((p) => ((p.category = 'Garden'), p.id));
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<CategoryListPage />, { url: '/apps/ecommerce/product/category-list' });
    const row = await waitFor(() => rowNamed('Garden'));
    await user.click(within(row).getByRole('button', { name: 'Delete Garden' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('3 products are in this category');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText(/Not deleted: 3 products are still in this category/),
    ).toBeInTheDocument();
    expect(db.categories).toHaveLength(1);
    await user.selectOptions(within(dialog).getByLabelText('Move its products to'), 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Move and delete' }));
    expect(await screen.findByText('Garden was deleted; 3 products moved to Office')).toBeInTheDocument();
    expect(db.categories).toEqual([]);
    expect(ids.map((id) => db.products.find((p) => p.id === id)!.category)).toEqual([
      'Office',
      'Office',
      'Office',
    ]);
    await waitFor(() => expect(rowsOf()).toHaveLength(6));
  });
});
