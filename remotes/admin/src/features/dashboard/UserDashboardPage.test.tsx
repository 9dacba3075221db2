import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks';
import { publishAreaSubjects, type AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n } from '../../testing/kit';
import UserDashboardPage from './UserDashboardPage';

const CLIENT_RULES: AbilityRule[] = [{ action: 'read', subject: 'AclDemo' }];
const goLinks = () =>
  within(screen.getByRole('navigation', { name: 'Where to go' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('UserDashboardPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  beforeEach(() => resetMockDb());
  afterEach(() => act(() => publishAreaSubjects([])));
  afterAll(() => server.close());

  it('greets the client with their profile, account links and notifications', async () => {
    const user = userEvent.setup();
    renderPage(<UserDashboardPage />, { url: '/apps/user/dashboard', rules: CLIENT_RULES });
    expect(screen.getByRole('heading', { name: 'Welcome back, Jane Doe' })).toBeInTheDocument();
    expect(screen.getByText('client@demo.com')).toBeInTheDocument();
    const profile = screen.getByLabelText('Your profile');
    await waitFor(() => expect(profile).toHaveTextContent('USA'));
    expect(profile).toHaveTextContent('English');
    const account = screen.getByRole('navigation', { name: 'Account settings' });
    expect(within(account).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'href',
      '/pages/account-settings/security',
    );

    // The client's own notifications (each belongs to one user): the admin's stay as they were.
    const own = () => db.notifications.filter((n) => n.userId === 52);
    const unread = own().filter((n) => !n.read).length;
    const othersUnread = db.notifications.filter((n) => n.userId !== 52 && !n.read).length;
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(Math.min(5, own().length));
    expect(screen.getByText(`${unread} new`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByText(`${unread} new`)).not.toBeInTheDocument());
    expect(own().every((n) => n.read)).toBe(true);
    expect(db.notifications.filter((n) => n.userId !== 52 && !n.read)).toHaveLength(othersUnread);
  });

  it('offers the client only what they may open, and no user figures', async () => {
    renderPage(<UserDashboardPage />, { url: '/apps/user/dashboard', rules: CLIENT_RULES });
    expect(goLinks()).toEqual(['/pages/user-profile/profile', '/pages/pricing', '/access-control']);
    expect(screen.queryByRole('group', { name: 'Users' })).not.toBeInTheDocument();
    const access = screen.getByRole('heading', { name: 'What you can do' }).closest('section')!;
    expect(within(access).getAllByRole('listitem')).toHaveLength(1);
    expect(within(access).getByRole('listitem')).toHaveTextContent('See');
    expect(within(access).queryByText('Delete')).not.toBeInTheDocument();
    // The client's own settings are read through the calls any signed-in user may make.
    await waitFor(() => expect(screen.getByLabelText('Your profile')).toHaveTextContent('USA'));
  });

  it('shows a role its abilities by area, as the areas declare their subjects', async () => {
    act(() =>
      publishAreaSubjects([
        { area: 'invoice', subjects: ['Invoice'] },
        { area: 'admin', subjects: ['User'] },
      ]),
    );
    renderPage(<UserDashboardPage />, {
      url: '/apps/user/dashboard',
      rules: [
        { action: 'read', subject: 'AclDemo' },
        { action: 'read', subject: 'Invoice' },
        { action: 'update', subject: 'Invoice' },
        { action: 'read', subject: 'User' },
      ],
      account: 'client',
    });
    const invoice = screen.getByRole('region', { name: /^invoices?$/i });
    expect(within(invoice).getByRole('listitem')).toHaveTextContent(/Invoice.*See.*Change/);
    expect(within(invoice).queryByText('Delete')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Other' })).toBeInTheDocument();
    expect(goLinks()).toContain('/apps/user/list');
    expect(goLinks()).not.toContain('/apps/roles');
  });

  it('shows the admin the user figures, every page of the area and that they may do everything', async () => {
    renderPage(<UserDashboardPage />, { url: '/apps/user/dashboard' });
    await waitFor(() => expect(screen.getByRole('group', { name: 'Users' })).toHaveTextContent('52'));
    expect(goLinks()).toEqual(
      expect.arrayContaining([
        '/apps/user/list',
        '/apps/roles',
        '/apps/permissions',
        '/apps/calendar',
        '/pages/faq',
      ]),
    );
    expect(screen.getByText('You can do everything, in every area.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, John Doe' })).toBeInTheDocument();
  });
});
