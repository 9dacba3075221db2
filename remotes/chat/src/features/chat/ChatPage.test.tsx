import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { currentLocation, renderPage, setupI18n, startMockApi } from '../../testing/kit';
import ChatPage from './ChatPage';

const renderChat = (route = '/apps/chat') => renderPage(<ChatPage />, { url: route, path: '/apps/chat' });

describe('ChatPage (against the mock API)', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists chats newest first with unseen badges, and every contact with presence', async () => {
    renderChat();
    const chats = await screen.findByRole('navigation', { name: 'Chats' });
    const names = within(chats)
      .getAllByRole('button')
      .map((b) => b.textContent ?? '');
    expect(names[0]).toContain('Janie West');
    expect(names[1]).toContain('Harriet McBride');
    expect(
      within(chats).getByRole('button', { name: /Harriet McBride.*1 unseen message/ }),
    ).toBeInTheDocument();
    const contacts = screen.getByRole('navigation', { name: 'Contacts' });
    expect(within(contacts).getAllByRole('button')).toHaveLength(10);
    // The other users of the product who may chat are colleagues, apart from the sample contacts.
    const colleagues = screen.getByRole('navigation', { name: 'Colleagues' });
    expect(within(colleagues).getAllByRole('button').length).toBeGreaterThan(0);
    expect(within(colleagues).queryByRole('button', { name: /John Doe/ })).not.toBeInTheDocument();
    expect(within(contacts).getByRole('button', { name: /Gavin Griffith Offline/ })).toBeInTheDocument();
    expect(screen.getByText('Start a conversation')).toBeInTheDocument();
  });

  it('searches by name through the URL', async () => {
    renderChat();
    await screen.findByRole('navigation', { name: 'Chats' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search chats and contacts' }), 'harr');
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Contacts' })).getAllByRole('button'),
      ).toHaveLength(1),
    );
    expect(currentLocation()).toBe('/apps/chat?q=harr');
  });

  it('opens a chat: messages with ticks, unseen count reset', async () => {
    renderChat();
    const chats = await screen.findByRole('navigation', { name: 'Chats' });
    await userEvent.click(within(chats).getByRole('button', { name: /Harriet McBride/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Harriet McBride' })).toBeInTheDocument();
    const log = screen.getByRole('log');
    // The messages, under a heading for each day they were written.
    const days = within(log).getAllByRole('heading', { level: 3 });
    expect(days.map((d) => d.textContent)).toEqual(['May 19, 2026', 'May 20, 2026']);
    expect(within(log).getAllByRole('listitem').length).toBe(db.chats[1].messages.length + days.length);
    expect(within(log).getAllByRole('img', { name: /Seen|Delivered|Sent/ }).length).toBeGreaterThan(0);
    expect(currentLocation()).toBe('/apps/chat?chat=2');
    await waitFor(() =>
      expect(within(chats).getByRole('button', { name: /Harriet McBride/ })).not.toHaveTextContent(/unseen/),
    );
    expect(db.chats[1].unseenMsgs).toBe(0);
  });

  it('sends a message: it shows as sent and the chat moves to the top', async () => {
    renderChat('/apps/chat?chat=1');
    await screen.findByRole('heading', { level: 2, name: 'Gavin Griffith' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Any news?{Enter}');
    const log = screen.getByRole('log');
    const last = await within(log).findByText('Any news?');
    expect(within(last.closest('li') as HTMLElement).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await waitFor(() => {
      const first = within(screen.getByRole('navigation', { name: 'Chats' })).getAllByRole('button')[0];
      expect(first).toHaveTextContent('Gavin Griffith');
    });
  });

  it('starts a conversation with a contact that has none', async () => {
    renderChat('/apps/chat?chat=3');
    expect(await screen.findByText('No messages with Danny Conner yet')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello Danny');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(screen.getByRole('log')).findByText('Hello Danny')).toBeInTheDocument();
  });

  it('keeps the text and says so when sending fails', async () => {
    server.use(
      http.post(
        '*/api/apps/chat/chats/:userId',
        () => HttpResponse.json({ message: 'Offline' }, { status: 503 }),
        { once: true },
      ),
    );
    renderChat('/apps/chat?chat=1');
    await screen.findByRole('heading', { level: 2, name: 'Gavin Griffith' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Lost words{Enter}');
    expect(await screen.findByText('The message could not be sent: Offline')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Lost words');
  });

  it('shows the profile card and a contact card', async () => {
    renderChat('/apps/chat?chat=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Show the profile of John Doe' }));
    const profile = await screen.findByRole('dialog', { name: 'Profile' });
    expect(within(profile).getByText('admin')).toBeInTheDocument();
    expect(within(profile).getByRole('radio', { name: 'Online' })).toBeChecked();
    expect(within(profile).getByRole('switch', { name: 'Notifications' })).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'Show the card of Janie West' }));
    expect(await screen.findByRole('dialog', { name: 'Contact' })).toHaveTextContent('Data scientist');
  });

  it('shows a failed list load with Retry', async () => {
    server.use(
      http.get(
        '*/api/apps/chat/chats-and-contacts',
        () => HttpResponse.json({ message: 'Down' }, { status: 500 }),
        { once: true },
      ),
    );
    renderChat();
    expect(await screen.findByText('Down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Chats' })).toBeInTheDocument();
  });

  it('says so for an unknown contact', async () => {
    renderChat('/apps/chat?chat=99');
    expect(await screen.findByText('This contact does not exist')).toBeInTheDocument();
  });
});
