import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { renderPage, setupI18n } from '../../testing/kit';
import UserProfilePage from './UserProfilePage';

const path = '/pages/user-profile/:tab';

describe('UserProfilePage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  afterAll(() => server.close());

  it('shows the header and the profile tab', async () => {
    renderPage(<UserProfilePage />, { url: '/pages/user-profile/profile', path });
    expect(await screen.findByRole('heading', { name: 'John Doe' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Project list' });
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(within(table).getByRole('progressbar', { name: 'Progress of BGC eCommerce App' })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );
  });

  it('moves between tabs through the URL', async () => {
    const user = userEvent.setup();
    renderPage(<UserProfilePage />, { url: '/pages/user-profile/profile', path });
    await user.click(screen.getByRole('tab', { name: 'Teams' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/pages/user-profile/teams'),
    );
    expect(await screen.findByRole('region', { name: 'React Developers' })).toBeInTheDocument();
  });

  it("shows the signed-in account's own facts, translated, and offers no Connect that would do nothing", async () => {
    const user = userEvent.setup();
    renderPage(<UserProfilePage />, { url: '/pages/user-profile/profile', path });
    expect(await screen.findByText('admin@demo.com')).toBeInTheDocument();
    expect(screen.getByText('Full name:')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overview' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Joined/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Connections' }));
    expect(await screen.findByRole('region', { name: 'Mark Gilbert' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Connect/ })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown tab', () => {
    renderPage(<UserProfilePage />, { url: '/pages/user-profile/nope', path });
    expect(screen.getByText('Profile section not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the profile' })).toHaveAttribute(
      'href',
      '/pages/user-profile/profile',
    );
  });

  it('offers Retry when a tab fails to load', async () => {
    server.use(
      http.get('*/api/pages/profile', () => HttpResponse.json({ message: 'Boom' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    renderPage(<UserProfilePage />, { url: '/pages/user-profile/projects', path });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('progressbar')).not.toHaveLength(0);
  });
});
