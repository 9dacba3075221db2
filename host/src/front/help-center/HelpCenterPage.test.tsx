import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@atrium/platform';
import { HelpCenterPage } from './HelpCenterPage';
import { frontTranslations } from '../frontTranslations';
import {
  renderStandalonePage,
  setUpStandalonePageSuite,
} from '../../standalone/testing/renderStandalonePage';

setUpStandalonePageSuite(frontTranslations);

beforeEach(() => window.history.replaceState(null, '', '/front-pages/help-center'));

test('shows popular articles and every topic, and searches the articles (the query in the address)', async () => {
  const user = renderStandalonePage(<HelpCenterPage />);
  // The wait is a text query: a role query walks this whole page's styles, and polling one while the
  // answer renders took over a second on a busy machine. The roles are then asserted once.
  await screen.findByText('Getting Started');
  expect(screen.getByRole('heading', { name: 'Getting Started' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/login?to=%2Ffront-pages%2Fhelp-center',
  );
  expect(document.title).toBe('Help center | Atrium');

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
  expect(window.location.search).toBe('?q=refund');

  await user.type(screen.getByRole('searchbox', { name: 'Search the help center' }), 'xyz');
  expect(await screen.findByText('No article matches "refundxyz"')).toBeInTheDocument();
});

test('opened with a query in its address, shows that search', async () => {
  window.history.replaceState(null, '', '/front-pages/help-center?q=refund');
  renderStandalonePage(<HelpCenterPage />);
  await screen.findByText('How do refunds work?');
  expect(screen.getByRole('region', { name: 'Articles found' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search the help center' })).toHaveValue('refund');
});

test('shows the articles in the page language, asked again when it changes', async () => {
  renderStandalonePage(<HelpCenterPage />);
  await screen.findByText('Getting Started');
  await act(() => i18n.changeLanguage('fr'));
  expect(await screen.findByText('Bien démarrer')).toBeInTheDocument();
  expect(screen.queryByText('Getting Started')).not.toBeInTheDocument();
});
