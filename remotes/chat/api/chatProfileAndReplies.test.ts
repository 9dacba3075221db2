import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { setMockClock } from '@atrium/mocks/lib/clock';
import type {
  ChatProfileResponse,
  ChatResponse,
  ChatStartResponse,
  ChatsAndContactsResponse,
  ChatUnreadResponse,
} from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { DELIVERED_AFTER_MS, REPLY_AFTER_MS, SEEN_AFTER_MS } from './simulatedReplies';

const fetch = authFetch('admin');
const BASE = 'http://localhost/api/apps/chat';
const call = (path: string, method = 'GET', body?: unknown) =>
  fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

describe('chat profile, new chats and simulated replies', () => {
  // The mock's clock, moved by hand: the replies are due at moments, with no timer to wait for.
  let at = Date.parse('2026-06-01T10:00:00.000Z');
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    at = Date.parse('2026-06-01T10:00:00.000Z');
    setMockClock(() => at);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('saves the status, about and notifications setting, and lists the saved profile', async () => {
    const res = await call('/profile', 'PATCH', { status: 'busy', settings: { isNotificationsOn: true } });
    expect(res.status).toBe(200);
    const { profileUser } = (await res.json()) as ChatProfileResponse;
    expect(profileUser).toEqual(
      expect.objectContaining({
        status: 'busy',
        settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
      }),
    );
    await call('/profile', 'PATCH', { about: '  Back at 3  ' });
    const list = await json<ChatsAndContactsResponse>(call('/chats-and-contacts'));
    expect(list.profileUser).toEqual(expect.objectContaining({ status: 'busy', about: 'Back at 3' }));
  });

  it('refuses a bad profile update with 400 and a message', async () => {
    for (const body of [
      {},
      { status: 'asleep' },
      { nickname: 'x' },
      { settings: { isNotificationsOn: 'yes' } },
    ]) {
      const res = await call('/profile', 'PATCH', body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/Invalid/);
    }
    expect((await call('/profile', 'PATCH', 'not json')).status).toBe(400);
    expect(db.chatProfiles[DEMO_ADMIN_ID].status).toBe('online');
  });

  it('starts an empty chat once, listed first; 404 and 400 for bad contacts', async () => {
    const res = await call('/chats', 'POST', { userId: 3 });
    expect(res.status).toBe(201);
    const { chat } = (await res.json()) as ChatStartResponse;
    expect(chat).toEqual({ id: 6, userId: 3, unseenMsgs: 0, messages: [] });
    const again = await call('/chats', 'POST', { userId: 3 });
    expect(again.status).toBe(200);
    expect(((await again.json()) as ChatStartResponse).chat.id).toBe(6);
    const list = await json<ChatsAndContactsResponse>(call('/chats-and-contacts'));
    expect(list.chatsContacts[0]).toEqual(
      expect.objectContaining({ id: 3, chat: { id: 6, unseenMsgs: 0, lastMessage: null } }),
    );
    expect((await call('/chats', 'POST', { userId: 99 })).status).toBe(404);
    expect((await call('/chats', 'POST', { userId: 'x' })).status).toBe(400);
    expect(db.chats).toHaveLength(6);
  });

  it('delivers, then reads, then answers the profile user’s message as the clock moves', async () => {
    await call('/chats/4', 'POST', { message: 'Line one\nLine two', senderId: 51 });
    const last = async () => (await json<ChatResponse>(call('/chats/4'))).chat!.messages;

    expect((await last()).at(-1)?.feedback).toEqual({ isSent: true, isDelivered: false, isSeen: false });
    at += DELIVERED_AFTER_MS;
    expect((await last()).at(-1)?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: false });
    at += SEEN_AFTER_MS - DELIVERED_AFTER_MS;
    expect((await last()).at(-1)?.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true });
    expect(await last()).toHaveLength(3);

    at += REPLY_AFTER_MS - SEEN_AFTER_MS;
    // The list sees the reply first: one unseen message, in the chat list and in the unread count.
    const list = await json<ChatsAndContactsResponse>(call('/chats-and-contacts'));
    const four = list.chatsContacts.find((c) => c.id === 4)!;
    expect(four.chat.unseenMsgs).toBe(1); // the chat was opened above, so only the reply
    expect(four.chat.lastMessage).toEqual(
      expect.objectContaining({ senderId: 4, time: new Date(at).toISOString() }),
    );
    expect((await json<ChatUnreadResponse>(call('/unread'))).count).toBe(1 + 1); // and Harriet's unopened one
    // Opening the chat reads it.
    expect(await last()).toHaveLength(4);
    expect((await json<ChatUnreadResponse>(call('/unread'))).count).toBe(1);
    // Answered once: no second reply later.
    at += 60_000;
    expect(await last()).toHaveLength(4);
  });

  it('answers a burst of messages once, after the last of them', async () => {
    await call('/chats/1', 'POST', { message: 'One', senderId: 51 });
    at += 2500;
    await call('/chats/1', 'POST', { message: 'Two', senderId: 51 });
    at += REPLY_AFTER_MS - 1;
    const before = (await json<ChatResponse>(call('/chats/1'))).chat!.messages;
    expect(before.slice(-2).map((m) => [m.message, m.feedback.isSeen])).toEqual([
      ['One', true],
      ['Two', true],
    ]);
    at += 1;
    const after = (await json<ChatResponse>(call('/chats/1'))).chat!.messages;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)?.senderId).toBe(1);
  });
});
