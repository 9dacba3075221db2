import { screen, within } from '@testing-library/react';
import { session } from '@atrium/platform';
import { HelpArticlePage } from './HelpArticlePage';
import { frontTranslations } from '../frontTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(frontTranslations);

test('shows an article with its topic and the other articles of the topic', async () => {
  renderStandalonePage(<HelpArticlePage slug="how-do-refunds-work" />);
  // The other articles come with the article, not before it (they would be pushed down the page).
  expect(screen.queryByRole('heading', { name: /articles|topic/i })).not.toBeInTheDocument();
  // Text queries to wait (a role query walks the whole page's styles), roles asserted once after.
  await screen.findByText('Articles in this topic');
  expect(screen.getByRole('heading', { level: 1, name: 'How to add product in cart?' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Articles in this topic' })).toBeInTheDocument();
  expect(screen.getByText(/simply choose the ‘Buy Now’ option/)).toBeInTheDocument();
  const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(await within(crumbs).findByText('Buying')).toBeInTheDocument();
  expect(within(crumbs).getByRole('link', { name: 'Help center' })).toHaveAttribute(
    'href',
    '/front-pages/help-center',
  );
  expect(screen.getByRole('link', { name: 'How do refunds work?' })).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('How to add product in cart? | Atrium');
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

test('signed in, offers the way back to the app', async () => {
  session.login({
    userData: { id: 1, fullName: 'John Doe', username: 'johndoe', email: 'admin@demo.com', role: 'admin' },
    accessToken: 'a3f1c2d4e5b6a7980112233445566778',
    userAbilityRules: [{ action: 'manage', subject: 'all' }],
  });
  renderStandalonePage(<HelpArticlePage slug="how-do-refunds-work" />);
  expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
  session.logout();
});
