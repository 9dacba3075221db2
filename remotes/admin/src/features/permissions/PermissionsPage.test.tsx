import { screen, waitFor, within } from '@testing-library/react';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import PermissionsPage from './PermissionsPage';
import { matrixBox, publishAreasForEachTest, setupMatrixUser } from '../../testing/matrixKit';

// The subjects the host would publish once these areas have loaded.
const AREAS = [
  { area: 'invoice', subjects: ['Invoice'] },
  { area: 'admin', subjects: ['User', 'Role', 'Permission'] },
];

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowOf = (name: string) => rowsOf().find((r) => within(r).queryByText(name))!;
const dialog = (name: string) => screen.findByRole('dialog', { name });
/** The dialog's role choices. */
const rolesIn = (dialogElement: HTMLElement) =>
  within(dialogElement).getByRole('group', { name: 'Roles assigned' });

describe('PermissionsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());
  publishAreasForEachTest(AREAS);

  it('lists the permissions with their roles as chips', async () => {
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    const chips = within(rowOf('Add & Remove Users')).getByRole('list', {
      name: 'Roles assigned to Add & Remove Users',
    });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Admin', 'Maintainer']);
  });

  it('searches and sorts by name through the URL', async () => {
    const user = setupMatrixUser();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    // The search is typed in one go: typing is not what this test is about, and each key re-filters.
    await user.click(screen.getByRole('searchbox', { name: 'Search permissions' }));
    await user.paste('manage');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=manage'));
    const matching = db.permissions.filter((p) =>
      [p.name, ...p.assignedTo].some((v) => v.toLowerCase().includes('manage')),
    );
    await waitFor(() => expect(rowsOf()).toHaveLength(matching.length));
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sortBy=name&orderBy=asc'));
    const first = [...matching].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))[0]
      .name;
    await waitFor(() => expect(within(rowsOf()[0]).getByText(first)).toBeInTheDocument());
  });

  it('says so when nothing matches', async () => {
    renderPage(<PermissionsPage />, { url: '/apps/permissions?q=zzz' });
    expect(await screen.findByText('No permissions match this search')).toBeInTheDocument();
  });

  it('adds a permission: its name, roles and abilities', async () => {
    const user = setupMatrixUser();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await user.click(await screen.findByRole('button', { name: 'Add permission' }));
    const add = await dialog('Add a permission');
    await user.click(within(add).getByRole('textbox', { name: 'Permission name' }));
    await user.paste('Invoice desk');
    const roles = rolesIn(add);
    await user.click(await within(roles).findByRole('checkbox', { name: 'Editor' }));
    await user.click(within(roles).getByRole('checkbox', { name: 'Author' }));
    await user.click(matrixBox(add, 'Invoices', 'Read Invoice'));
    await user.click(matrixBox(add, 'Invoices', 'Update Invoice'));
    await user.click(within(add).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invoice desk was added')).toBeInTheDocument();
    expect(db.permissions.find((p) => p.name === 'Invoice desk')).toMatchObject({
      assignedTo: ['editor', 'author'],
      abilities: [
        { action: 'read', subject: 'Invoice' },
        { action: 'update', subject: 'Invoice' },
      ],
    });
    await waitFor(() => expect(rowsOf()).toHaveLength(10));
  });

  it('refuses an empty name, a name another permission has, and a role that no longer exists', async () => {
    const user = setupMatrixUser();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await user.click(await screen.findByRole('button', { name: 'Add permission' }));
    const add = await dialog('Add a permission');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('Enter the permission name')).toBeInTheDocument();

    const name = within(add).getByRole('textbox', { name: 'Permission name' });
    await user.click(name);
    await user.paste('only view');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('A permission with this name already exists')).toBeInTheDocument();

    // A role deleted since the dialog listed the roles.
    await user.clear(name);
    await user.paste('Night shift');
    await user.click(await within(rolesIn(add)).findByRole('checkbox', { name: 'Subscriber' }));
    db.roles = db.roles.filter((r) => r.name !== 'subscriber');
    await user.click(within(add).getByRole('button', { name: 'Save' }));
    expect(await within(add).findByText('This role no longer exists: Subscriber')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rolesIn(add)).queryByRole('checkbox', { name: 'Subscriber' })).not.toBeInTheDocument(),
    );
    expect(db.permissions).toHaveLength(9);
  });

  it('edits a permission from its row', async () => {
    const user = setupMatrixUser();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    await user.click(within(rowOf('Only View')).getByRole('button', { name: 'Edit Only View' }));
    const edit = await dialog('Edit Only View');
    const name = within(edit).getByRole('textbox', { name: 'Permission name' });
    expect(name).toHaveValue('Only View');
    expect(matrixBox(edit, 'Invoices', 'Read Invoice')).toBeChecked();
    expect(await within(rolesIn(edit)).findByRole('checkbox', { name: 'Subscriber' })).toBeChecked();
    await user.clear(name);
    await user.paste('Read only');
    await user.click(matrixBox(edit, 'Invoices', 'Read Invoice'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Read only was saved')).toBeInTheDocument();
    const saved = db.permissions.find((p) => p.name === 'Read only')!;
    expect(saved.abilities).not.toContainEqual({ action: 'read', subject: 'Invoice' });
    // Its abilities on subjects the editor does not list here are kept.
    expect(saved.abilities).toContainEqual({ action: 'read', subject: 'Product' });
    expect(await screen.findByText('Read only')).toBeInTheDocument();
  });

  it('when someone else saved the permission meanwhile, says which fields and can load their version', async () => {
    const user = setupMatrixUser();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    await user.click(within(rowOf('Only View')).getByRole('button', { name: 'Edit Only View' }));
    const edit = await dialog('Edit Only View');
    // Another admin takes the permission off its roles while this dialog is open.
    db.permissions.find((p) => p.name === 'Only View')!.assignedTo = [];
    await user.click(matrixBox(edit, 'Invoices', 'Read Invoice'));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    const conflict = await within(edit).findByRole('alert');
    expect(conflict).toHaveTextContent('They changed Roles assigned. Nothing of yours is saved yet.');
    expect(db.permissions.find((p) => p.name === 'Only View')!.abilities).toContainEqual({
      action: 'read',
      subject: 'Invoice',
    });
    await user.click(within(conflict).getByRole('button', { name: 'Load their version' }));
    expect(within(rolesIn(edit)).getByRole('checkbox', { name: 'Subscriber' })).not.toBeChecked();
    expect(matrixBox(edit, 'Invoices', 'Read Invoice')).toBeChecked();
  });

  it('deletes a permission after confirmation', async () => {
    const user = setupMatrixUser();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    await user.click(within(rowOf('Only View')).getByRole('button', { name: 'Delete Only View' }));
    const confirm = await dialog('Delete Only View?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Only View was deleted')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf()).toHaveLength(8));
    expect(db.permissions.some((p) => p.name === 'Only View')).toBe(false);
  });

  it('offers no add, edit or delete to someone who may only read permissions', async () => {
    renderPage(<PermissionsPage />, {
      url: '/apps/permissions',
      rules: [{ action: 'read', subject: 'Permission' }],
    });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Add permission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});
