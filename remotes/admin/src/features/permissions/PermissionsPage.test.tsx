import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import PermissionsPage from './PermissionsPage';

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('PermissionsPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the permissions with their roles as chips', async () => {
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    const management = rowsOf().find((r) => within(r).queryByText('Add & Remove Users'))!;
    const chips = within(management).getByRole('list', { name: 'Roles assigned to Add & Remove Users' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Administrator', 'Manager']);
  });

  it('searches and sorts by name through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<PermissionsPage />, { url: '/apps/permissions' });
    await waitFor(() => expect(rowsOf()).toHaveLength(9));
    await user.type(screen.getByRole('searchbox', { name: 'Search permissions' }), 'manage');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('q=manage'));
    const matching = db.permissions.filter((p) =>
      [p.name, ...p.assignedTo].some((v) => v.toLowerCase().includes('manage')),
    );
    await waitFor(() => expect(rowsOf()).toHaveLength(matching.length));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('sortBy=name&orderBy=asc'));
    const first = [...matching].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))[0]
      .name;
    await waitFor(() => expect(within(rowsOf()[0]).getByText(first)).toBeInTheDocument());
  });

  it('says so when nothing matches', async () => {
    renderPage(<PermissionsPage />, { url: '/apps/permissions?q=zzz' });
    expect(await screen.findByText('No permissions match this search')).toBeInTheDocument();
  });
});
