import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, listenUntilReady } from '@atrium/mocks/node';
import { renderPage, setupI18n } from '../../testing/kit';
import FaqPage from './FaqPage';

describe('FaqPage', () => {
  beforeAll(async () => {
    await listenUntilReady();
    await setupI18n();
  });
  afterAll(() => server.close());

  it('shows the groups as tabs and the first group as an accordion', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { url: '/pages/faq' });
    expect(await screen.findAllByRole('tab')).toHaveLength(5);
    const question = screen.getByRole('button', { name: 'How do I pay for my order?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/We accept Visa/)).toBeVisible();
  });

  it('opens another group, by keyboard too', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { url: '/pages/faq' });
    await user.click(await screen.findByRole('tab', { name: 'Delivery' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('group=delivery'));
    const question = screen.getByRole('button', { name: 'What is the delivery cost of my order?' });
    question.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/\$69 or \$99/)).toBeVisible();
  });

  it('searches the questions through the URL and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderPage(<FaqPage />, { url: '/pages/faq' });
    await screen.findAllByRole('tab');
    await user.type(screen.getByRole('searchbox', { name: 'Search a question' }), 'damaged');
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    expect(screen.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');
    await user.type(screen.getByRole('searchbox', { name: 'Search a question' }), 'zzz');
    expect(await screen.findByText('No questions match')).toBeInTheDocument();
  });
});
