import { cleanup, screen } from '@testing-library/react';
import { resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { session } from '@atrium/platform';
import { renderPage, setupI18n, signInAsNewUser, startMockApi } from '../../testing/kit';
import EmailPage from './EmailPage';

/** The mailbox is the signed-in user's own: someone other than the demo admin starts with an empty one. */

describe('the mailbox of a user without mail', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  // Unmounted first: the page does not see the session end.
  afterEach(() => {
    cleanup();
    session.logout();
  });
  afterAll(() => server.close());

  it.each(['/apps/email', '/apps/email/draft', '/apps/email/sent'])(
    'shows %s empty, with compose',
    async (url) => {
      signInAsNewUser();
      // `account: null`: the page calls the API with the session signed in above.
      renderPage(<EmailPage />, { url, path: '/apps/email/:filter?', account: null });
      expect(await screen.findByText('No emails here')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Ross Geller|Draft:/ })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Compose' })).toBeInTheDocument();
    },
  );
});
