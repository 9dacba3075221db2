import { screen, waitFor, within } from '@testing-library/react';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import RolesPage from './RolesPage';
import { matrixBox, publishAreasForEachTest, setupMatrixUser } from '../../testing/matrixKit';

// The subjects the host would publish once these areas have loaded.
const AREAS = [
  { area: 'ecommerce', subjects: ['Product', 'Order', 'Customer'] },
  { area: 'invoice', subjects: ['Invoice'] },
  { area: 'admin', subjects: ['User', 'Role', 'Permission'] },
];

const card = (name: string) => screen.findByRole('region', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('RolesPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());
  publishAreasForEachTest(AREAS);

  it('shows a card per role with its user count', async () => {
    renderPage(<RolesPage />, { url: '/apps/roles' });
    const editors = db.users.filter((u) => u.role === 'editor').length;
    expect(await card('Editor')).toHaveTextContent(editors === 1 ? '1 user' : `${editors} users`);
    expect(await card('Client')).toHaveTextContent('1 user');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Admin', 'Client', 'Author', 'Editor', 'Maintainer', 'Subscriber']),
    );
  });

  it('filters the users table by the role of a card', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(await screen.findByRole('button', { name: 'Show Admin users' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('role=admin'));
    const admins = db.users.filter((u) => u.role === 'admin').length;
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Users with their roles' })).getAllByRole('row'),
      ).toHaveLength(Math.min(10, admins) + 1),
    );
    expect(screen.getByRole('button', { name: 'Show Admin users' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds a role with the abilities ticked in the matrix', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const add = await dialog('Add a role');
    await user.click(within(add).getByRole('textbox', { name: 'Role name' }));
    await user.paste('Support');
    await user.click(matrixBox(add, 'Invoices', 'Select all: Invoice'));
    await user.click(matrixBox(add, 'Invoices', 'Delete Invoice'));
    await user.click(matrixBox(add, 'E-commerce', 'Read Customer'));
    await user.click(within(add).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The role Support was added')).toBeInTheDocument();
    await waitFor(() => expect(add).not.toBeInTheDocument());
    expect(db.roles.find((r) => r.name === 'Support')?.rules).toEqual([
      { action: 'read', subject: 'Customer' },
      { action: 'read', subject: 'Invoice' },
      { action: 'create', subject: 'Invoice' },
      { action: 'update', subject: 'Invoice' },
    ]);
    expect(await card('Support')).toHaveTextContent('0 users');
  });

  it('refuses an empty name, and a name another role has', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const add = await dialog('Add a role');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('Enter the role name')).toBeInTheDocument();

    await user.click(within(add).getByRole('textbox', { name: 'Role name' }));
    await user.paste('EDITOR');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('A role with this name already exists')).toBeInTheDocument();
    expect(within(add).getByRole('textbox', { name: 'Role name' })).toHaveAttribute('aria-invalid', 'true');
    expect(db.roles).toHaveLength(6);
  });

  it('copies a role: the add dialog, prefilled with its name and abilities', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(await screen.findByRole('button', { name: 'Copy Editor' }));
    const copy = await dialog('Add a role');
    expect(within(copy).getByRole('textbox', { name: 'Role name' })).toHaveValue('editor copy');
    expect(matrixBox(copy, 'E-commerce', 'Update Product')).toBeChecked();
    expect(matrixBox(copy, 'E-commerce', 'Delete Product')).not.toBeChecked();
    // The editor's abilities on subjects of areas not loaded here are kept, and said to be.
    expect(within(copy).getByRole('list', { name: 'Kept as they are' })).toHaveTextContent('Faq: Read');
    await user.click(within(copy).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The role editor copy was added')).toBeInTheDocument();
    const editor = db.roles.find((r) => r.name === 'editor')!;
    expect(db.roles.find((r) => r.name === 'editor copy')?.rules).toEqual(
      expect.arrayContaining(editor.rules),
    );
    expect(db.roles.find((r) => r.name === 'editor copy')?.rules).toHaveLength(editor.rules.length);
  });

  it('edits a role: its new name and abilities, for its users too', async () => {
    const user = setupMatrixUser();
    const holders = db.users.filter((u) => u.role === 'author').length;
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(within(await card('Author')).getByRole('button', { name: 'Edit role' }));
    const edit = await dialog('Edit Author');
    expect(within(edit).getByRole('list', { name: 'Permissions assigned' })).toHaveTextContent(
      'Project Planning',
    );
    expect(within(edit).getByRole('link', { name: 'Manage permissions' })).toHaveAttribute(
      'href',
      '/apps/permissions',
    );
    const name = within(edit).getByRole('textbox', { name: 'Role name' });
    await user.clear(name);
    await user.click(name);
    await user.paste('Writer');
    await user.click(matrixBox(edit, 'Invoices', 'Read Invoice'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The role Writer was saved')).toBeInTheDocument();
    expect(db.roles.find((r) => r.name === 'Writer')?.rules).toContainEqual({
      action: 'read',
      subject: 'Invoice',
    });
    expect(db.users.filter((u) => u.role === 'Writer')).toHaveLength(holders);
    expect(await card('Writer')).toHaveTextContent(`${holders} users`);
  });

  it('when someone else saved the role meanwhile, says so and can load their version', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(within(await card('Author')).getByRole('button', { name: 'Edit role' }));
    const edit = await dialog('Edit Author');
    // Another admin renames the role while this dialog is open.
    db.roles.find((r) => r.name === 'author')!.name = 'Storyteller';
    await user.click(matrixBox(edit, 'Invoices', 'Read Invoice'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    const conflict = await within(edit).findByRole('alert');
    expect(conflict).toHaveTextContent('They changed Role name. Nothing of yours is saved yet.');
    expect(db.roles.find((r) => r.name === 'Storyteller')?.rules).not.toContainEqual({
      action: 'read',
      subject: 'Invoice',
    });
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(within(edit).getByRole('textbox', { name: 'Role name' })).toHaveValue('Storyteller');
    expect(within(edit).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a built-in role read-only with the reason, offering a copy and no delete', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    const admin = await card('Admin');
    expect(within(admin).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(admin).getByText('Built-in')).toBeInTheDocument();
    await user.click(within(admin).getByRole('button', { name: 'View role' }));
    const view = await dialog('Admin');
    expect(within(view).getByText(/The Admin role is built in: it cannot be changed/)).toBeInTheDocument();
    expect(within(view).getByRole('textbox', { name: 'Role name' })).toHaveAttribute('readonly');
    // Manage all: every box ticked, none can change.
    for (const checkbox of within(view).getAllByRole('checkbox')) {
      expect(checkbox).toBeChecked();
      expect(checkbox).toBeDisabled();
    }
    expect(within(view).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Copy role' }));
    const copy = await dialog('Add a role');
    expect(within(copy).getByRole('textbox', { name: 'Role name' })).toHaveValue('admin copy');
    expect(matrixBox(copy, 'Administration', 'Delete Permissions')).toBeChecked();
  });

  it('deletes a role nobody holds, and says why a role users hold cannot be deleted', async () => {
    const user = setupMatrixUser();
    db.roles.push({
      id: 7,
      name: 'Auditor',
      builtIn: false,
      rules: [{ action: 'read', subject: 'Invoice' }],
    });
    renderPage(<RolesPage />, { url: '/apps/roles' });

    await user.click(within(await card('Author')).getByRole('button', { name: 'Delete Author' }));
    const refused = await dialog('Delete the Author role?');
    await user.click(within(refused).getByRole('button', { name: 'Delete' }));
    expect(await within(refused).findByRole('alert')).toHaveTextContent(
      '10 users hold this role: give them another role first.',
    );
    await user.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(refused).not.toBeInTheDocument());

    await user.click(within(await card('Auditor')).getByRole('button', { name: 'Delete Auditor' }));
    await user.click(
      within(await dialog('Delete the Auditor role?')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('The role Auditor was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Auditor' })).not.toBeInTheDocument());
    expect(db.roles.some((r) => r.name === 'Auditor')).toBe(false);
    expect(db.roles.some((r) => r.name === 'author')).toBe(true);
  });

  it('offers only viewing to someone who may read roles but not change them', async () => {
    const user = setupMatrixUser();
    renderPage(<RolesPage />, {
      url: '/apps/roles',
      rules: [
        { action: 'read', subject: 'Role' },
        { action: 'read', subject: 'User' },
      ],
    });
    const editor = await card('Editor');
    expect(within(editor).queryByRole('button', { name: 'Edit role' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Copy Editor' })).not.toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Delete Editor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add role' })).not.toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'View role' }));
    const view = await dialog('Editor');
    expect(within(view).getByText('You may view the Editor role but not change it.')).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: 'Copy role' })).not.toBeInTheDocument();
    expect(within(view).queryByRole('link', { name: 'Manage permissions' })).not.toBeInTheDocument();
  });
});
