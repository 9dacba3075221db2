import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listenUntilReady, server } from '@atrium/mocks/node';
import { session } from '@atrium/platform';
import { renderPage, setupI18n } from '../../testing/kit';
import HelpCenterPage from './HelpCenterPage';
import HelpArticlePage from './HelpArticlePage';

describe('help center', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  afterAll(() => server.close());

  it('shows popular articles and every topic, and searches the articles (in the URL)', async () => {
    const user = userEvent.setup();
    renderPage(<HelpCenterPage />, { url: '/front-pages/help-center', rules: [] });
    expect(await screen.findByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?to=%2Ffront-pages%2Fhelp-center',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'refund');
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Getting Started' })).not.toBeInTheDocument(),
    );
    const results = screen.getByRole('region', { name: 'Articles found' });
    expect(
      within(results)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['How do refunds work?', 'Can I Get A Refund?']);
    expect(within(results).getByRole('link', { name: 'How do refunds work?' })).toHaveAttribute(
      'href',
      '/front-pages/help-center/article/how-do-refunds-work',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('q=refund');

    await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'xyz');
    expect(await screen.findByText('No article matches "refundxyz"')).toBeInTheDocument();
  });

  it('shows an article with its topic and the other articles of the topic; signed in, the way back to the app', async () => {
    renderPage(<HelpArticlePage />, {
      url: '/front-pages/help-center/article/how-do-refunds-work',
      path: '/front-pages/help-center/article/:title',
      rules: [],
      account: 'admin',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How to add product in cart?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/simply choose the ‘Buy Now’ option/)).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByText('Buying')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How do refunds work?' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
    session.logout();
  });
});
