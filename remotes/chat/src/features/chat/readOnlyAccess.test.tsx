import { screen, within } from '@testing-library/react';
import { resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import type { AbilityRule } from '@atrium/platform';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import ChatPage from './ChatPage';

/**
 * Chat offers what the user's role allows: reading conversations needs read Chat, sending a message
 * is the API's create call. The page's calls go as the admin's API account: this is about what the
 * screen shows.
 */
const READ: AbilityRule[] = [{ action: 'read', subject: 'Chat' }];

const renderChat = (url: string, rules?: AbilityRule[]) =>
  renderPage(<ChatPage />, { url, path: '/apps/chat', rules });

describe('chat by role', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lets a reader open a conversation, with no composer and no invitation to write', async () => {
    const { unmount } = renderChat('/apps/chat', READ);
    expect(await screen.findByRole('navigation', { name: 'Chats' })).toBeInTheDocument();
    expect(screen.getByText('Your conversations')).toBeInTheDocument();
    expect(screen.queryByText('Start a conversation')).not.toBeInTheDocument();
    unmount();

    renderChat('/apps/chat?chat=2', READ);
    const log = await screen.findByRole('log');
    expect(within(log).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('offers the composer to someone who may send', async () => {
    const { unmount } = renderChat('/apps/chat');
    expect(await screen.findByText('Start a conversation')).toBeInTheDocument();
    unmount();

    renderChat('/apps/chat?chat=2', [...READ, { action: 'create', subject: 'Chat' }]);
    await screen.findByRole('log');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
  });
});
