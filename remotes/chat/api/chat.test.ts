import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import {
  isColleagueContact,
  type ChatMessageResponse,
  type ChatResponse,
  type ChatsAndContactsResponse,
} from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/chat';
const get = async <T>(path: string) => {
  const res = await fetch(`${BASE}${path}`);
  return { status: res.status, body: (await res.json()) as T };
};
const send = (userId: number | string, body: unknown) =>
  fetch(`${BASE}/chats/${userId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('chat', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists chats newest first with a summary, all contacts and the admin profile user', async () => {
    const { body } = await get<ChatsAndContactsResponse>('/chats-and-contacts');
    // The ten sample contacts, then the colleagues (colleagueChat.test.ts).
    expect(body.contacts.filter((c) => !isColleagueContact(c.id))).toHaveLength(10);
    expect(body.profileUser.role).toBe('admin');
    expect(body.chatsContacts.map((c) => c.id)).toEqual([4, 2, 1, 6, 8]);
    const two = body.chatsContacts[1];
    expect(two.chat).toEqual({ id: 2, unseenMsgs: 1, lastMessage: db.chats[1].messages.at(-1) });
    expect(new Set(body.contacts.map((c) => c.status))).toEqual(
      new Set(['online', 'offline', 'busy', 'away']),
    );
  });

  it('filters chats and contacts by fullName case-insensitively', async () => {
    const { body } = await get<ChatsAndContactsResponse>('/chats-and-contacts?q=HARRIET');
    expect(body.chatsContacts.map((c) => c.fullName)).toEqual(['Harriet McBride']);
    expect(body.contacts.map((c) => c.fullName)).toEqual(['Harriet McBride']);
    const none = (await get<ChatsAndContactsResponse>('/chats-and-contacts?q=.*')).body;
    expect(none.chatsContacts).toEqual([]);
    expect(none.contacts).toEqual([]);
  });

  // Opening changes the data while answering a read: the handler says so (markDbChanged), and the
  // browser's worker and the API server save after it (server/src/app.test.ts checks the server's).
  it('opens a chat and resets its unseen count', async () => {
    const { status, body } = await get<ChatResponse>('/chats/2');
    expect(status).toBe(200);
    expect(body.contact.fullName).toBe('Harriet McBride');
    expect(body.chat?.unseenMsgs).toBe(0);
    expect(db.chats[1].unseenMsgs).toBe(0);
    const list = (await get<ChatsAndContactsResponse>('/chats-and-contacts')).body;
    expect(list.chatsContacts.find((c) => c.id === 2)?.chat.unseenMsgs).toBe(0);
  });

  it('answers chat null for a contact without a chat, 404 for an unknown contact', async () => {
    expect((await get<ChatResponse>('/chats/3')).body.chat).toBeNull();
    expect((await get('/chats/99')).status).toBe(404);
    expect((await get('/chats/abc')).status).toBe(400); // malformed, not unknown
  });

  it('sends a message to an existing chat: sent, not delivered, not seen; no chat in the answer', async () => {
    const res = await send(1, { message: 'Any news?', senderId: 51 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ChatMessageResponse;
    expect(body.chat).toBeUndefined();
    expect(body.msg).toEqual(
      expect.objectContaining({
        message: 'Any news?',
        senderId: 51,
        feedback: { isSent: true, isDelivered: false, isSeen: false },
      }),
    );
    expect(Number.isNaN(Date.parse(body.msg.time))).toBe(false);
    expect(db.chats[0].messages.at(-1)).toEqual(body.msg);
    const list = (await get<ChatsAndContactsResponse>('/chats-and-contacts')).body;
    expect(list.chatsContacts[0].id).toBe(1);
  });

  it('creates a chat on the first message and answers it', async () => {
    const res = await send(3, { message: 'Hello Danny', senderId: 51 });
    expect(res.status).toBe(201);
    const body = (await res.json()) as ChatMessageResponse;
    expect(body.chat).toEqual({ id: 6, userId: 3, unseenMsgs: 0, messages: [body.msg] });
    expect((await get<ChatResponse>('/chats/3')).body.chat?.messages).toHaveLength(1);
  });

  it('rejects bad bodies with 400 and unknown contacts with 404', async () => {
    expect((await send(1, 'not json')).status).toBe(400);
    expect((await send(1, { message: '   ', senderId: 51 })).status).toBe(400);
    expect((await send(1, { message: 'hi' })).status).toBe(400);
    expect((await send(1, { message: 'hi', senderId: 5 })).status).toBe(400);
    expect((await send(99, { message: 'hi', senderId: 51 })).status).toBe(404);
    expect(db.chats[0].messages).toHaveLength(6);
  });
});
