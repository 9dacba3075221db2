import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { session } from '@atrium/platform';
import { renderPage, setupI18n, signInAsNewUser, startMockApi } from '../../testing/kit';
import ChatPage from './ChatPage';

/**
 * Chats are the signed-in user's own: someone other than the demo admin starts with none, a profile
 * of their own, and an invitation to write; what they write is in their chats only.
 */

describe('chat as a user without chats', () => {
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

  it('shows no chats, every contact, their own profile and an invitation to write', async () => {
    signInAsNewUser();
    // `account: null`: the page calls the API with the session signed in above.
    renderPage(<ChatPage />, { url: '/apps/chat', path: '/apps/chat', account: null });
    const chats = await screen.findByRole('navigation', { name: 'Chats' });
    expect(within(chats).queryAllByRole('button')).toEqual([]);
    expect(within(chats).getByText('No chats found')).toBeInTheDocument();
    const contacts = screen.getByRole('navigation', { name: 'Contacts' });
    expect(within(contacts).getAllByRole('button')).toHaveLength(10);
    expect(screen.getByRole('button', { name: /Show the profile of Nora Newcomer/ })).toBeInTheDocument();
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
  });

  it('writes in a chat of their own; the admin’s chat with that contact is untouched', async () => {
    const user = signInAsNewUser();
    const adminsHarriet = structuredClone(db.chats.find((c) => c.userId === 2)!);
    renderPage(<ChatPage />, { url: '/apps/chat?chat=2', path: '/apps/chat', account: null });
    expect(await screen.findByText('No messages with Harriet McBride yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Harriet{Enter}');
    await waitFor(() =>
      expect(db.chats.find((c) => c.ownerId === user.id)?.messages.map((m) => m.message)).toEqual([
        'Hello Harriet',
      ]),
    );
    expect(db.chats.find((c) => c.id === adminsHarriet.id)).toEqual(adminsHarriet);
  });
});
