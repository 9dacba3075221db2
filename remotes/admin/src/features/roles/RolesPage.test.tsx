import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { renderPage, setupI18n } from '../../testing/kit';
import RolesPage from './RolesPage';

describe('RolesPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('shows a card per role with its user count', async () => {
    renderPage(<RolesPage />, { url: '/apps/roles' });
    const card = await screen.findByTestId('role-card-editor');
    const editors = db.users.filter((u) => u.role === 'editor').length;
    expect(card).toHaveTextContent(editors === 1 ? '1 user' : `${editors} users`);
  });

  it('filters the users table by the role of a card', async () => {
    const user = userEvent.setup();
    renderPage(<RolesPage />, { url: '/apps/roles' });
    await user.click(await screen.findByRole('button', { name: 'Show Admin users' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('role=admin'));
    const admins = db.users.filter((u) => u.role === 'admin').length;
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(Math.min(10, admins) + 1),
    );
    expect(screen.getByRole('button', { name: 'Show Admin users' })).toHaveAttribute('aria-pressed', 'true');
  });
});
