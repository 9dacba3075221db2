import { screen, waitFor } from '@testing-library/react';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { setLanguage } from '@atrium/platform';
import { renderPage, setupI18n } from '../../testing/kit';
import FaqPage from './FaqPage';

// The FAQ's questions and answers are content the API words in the page's language.
describe('FaqPage in French and Arabic', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n('fr');
  });
  afterAll(() => server.close());

  it('shows the questions in French, then in Arabic once the page changes language, keeping its group', async () => {
    renderPage(<FaqPage />, { url: '/pages/faq?group=delivery' });
    expect(
      await screen.findByRole('button', { name: 'Combien coûte la livraison de ma commande ?' }),
    ).toBeVisible();
    await setLanguage('ar');
    expect(await screen.findByRole('button', { name: 'كم تكلفة توصيل طلبي؟' })).toBeVisible();
    await waitFor(() => expect(screen.queryByText(/delivery cost/i)).not.toBeInTheDocument());
  });
});
