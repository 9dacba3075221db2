import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, resetMockDb } from '@atrium/mocks';
import { server } from '@atrium/mocks/node';
import { renderPage, setupI18n, startMockApi } from '../../testing/kit';
import { CHAT_POLL_MS } from './api/chatPolling';
import ChatPage from './ChatPage';

/**
 * What happens after sending, with the clock in the test's hands: jest's fake timers move the page's
 * polls and the mock API's clock (it reads Date.now) together, so nothing waits for real seconds.
 */
const renderChat = (url: string) => renderPage(<ChatPage />, { url, path: '/apps/chat' });

// Moves time on by `ms`, one poll at a time, letting each poll's answer land.
const pass = async (ms: number) => {
  for (let left = ms; left > 0; left -= CHAT_POLL_MS) {
    await act(async () => {
      await jest.advanceTimersByTimeAsync(Math.min(CHAT_POLL_MS, left));
    });
  }
};

describe('the chat, live', () => {
  beforeAll(async () => {
    await setupI18n();
    await startMockApi();
  });
  beforeEach(() => {
    resetMockDb();
    // Real microtasks and immediates: the mock API's requests resolve through them.
    jest.useFakeTimers({
      now: new Date('2026-05-20T12:00:00.000Z'),
      doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
    });
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => server.close());

  it('breaks the line with Shift+Enter and sends with Enter', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderChat('/apps/chat?chat=4');
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.click(box);
    await user.paste('First line');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('Second line');
    expect(box).toHaveValue('First line\nSecond line');
    await user.keyboard('{Enter}');

    const bubble = await within(screen.getByRole('log')).findByText(/First line\s+Second line/);
    expect(bubble.textContent).toBe('First line\nSecond line');
    expect(db.chats[2].messages.at(-1)?.message).toBe('First line\nSecond line');
    expect(
      within(bubble.closest('li') as HTMLElement).getByRole('img', { name: 'Sent' }),
    ).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('shows the message delivered, then read, then the answer, under Today', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderChat('/apps/chat?chat=4');
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Are we on?');
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    const row = (await within(log).findByText('Are we on?')).closest('li') as HTMLElement;

    await pass(1000);
    await waitFor(() => expect(within(row).getByRole('img', { name: 'Delivered' })).toBeInTheDocument());
    await pass(1000);
    await waitFor(() => expect(within(row).getByRole('img', { name: 'Seen' })).toBeInTheDocument());
    await pass(1000);
    const reply = db.chats[2].messages.at(-1)!;
    expect(reply.senderId).toBe(4);
    expect(await within(log).findByText(reply.message)).toBeInTheDocument();
    // Read as it arrived: no unseen count on the open chat.
    const chats = screen.getByRole('navigation', { name: 'Chats' });
    expect(within(chats).getByRole('button', { name: /Janie West/ })).not.toHaveTextContent(/unseen/);
    expect(within(log).getAllByRole('heading', { level: 3 }).at(-1)).toHaveTextContent('Today');
  });

  it('counts a reply in another chat as unseen in the chat list, as it arrives', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderChat('/apps/chat?chat=6');
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Are the assets final?');
    await user.keyboard('{Enter}');
    await within(screen.getByRole('log')).findByText('Are the assets final?');
    // Leave for another chat before the answer comes.
    const chats = screen.getByRole('navigation', { name: 'Chats' });
    await user.click(within(chats).getByRole('button', { name: /Gavin Griffith/ }));
    await screen.findByRole('heading', { level: 2, name: 'Gavin Griffith' });
    await pass(3000);
    await waitFor(() =>
      expect(within(chats).getByRole('button', { name: /Albert Underwood/ })).toHaveTextContent(
        '1 unseen message',
      ),
    );
  });

  it('keeps the reader where they are and offers the new messages when scrolled up', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderChat('/apps/chat?chat=1');
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await user.paste('Hello?');
    await user.keyboard('{Enter}');
    const log = screen.getByRole('log');
    await within(log).findByText('Hello?');
    // jsdom lays nothing out: give the log a size, and scroll it up.
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 400 });
    log.scrollTop = 200;
    log.dispatchEvent(new Event('scroll'));
    await pass(3000);
    await within(log).findByText(db.chats[0].messages.at(-1)!.message);
    expect(db.chats[0].messages.at(-1)?.senderId).toBe(1);
    expect(log.scrollTop).toBe(200);
    await user.click(screen.getByRole('button', { name: 'New messages' }));
    expect(log.scrollTop).toBe(2000);
    expect(screen.queryByRole('button', { name: 'New messages' })).not.toBeInTheDocument();
  });

  it('starts a chat with a contact who has none: it joins the chat list', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderChat('/apps/chat?chat=3');
    await user.click(await screen.findByRole('button', { name: 'Start a chat with Danny Conner' }));
    const chats = screen.getByRole('navigation', { name: 'Chats' });
    await waitFor(() => expect(within(chats).getAllByRole('button')[0]).toHaveTextContent('Danny Conner'));
    expect(db.chats.find((c) => c.userId === 3)?.messages).toEqual([]);
    expect(screen.queryByRole('button', { name: /Start a chat/ })).not.toBeInTheDocument();
  });
});
