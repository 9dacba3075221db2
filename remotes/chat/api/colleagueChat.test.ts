import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { setMockClock } from '@atrium/mocks/lib/clock';
import {
  COLLEAGUE_CONTACT_BASE,
  type ChatMessageResponse,
  type ChatResponse,
  type ChatsAndContactsResponse,
  type ChatUnreadResponse,
} from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { DEMO_ADMIN_ID, DEMO_CLIENT_ID } from '@atrium/mocks/data/credentials';
import { REPLY_AFTER_MS } from './simulatedReplies';

// Two users of the product chat with each other: a message one sends is in the other's own chat,
// unseen until they open it; nobody writes in another's name, and no answer is simulated.
const call = apiCaller('http://localhost/api/apps/chat', authFetch('admin'));
const contactOf = (userId: number) => COLLEAGUE_CONTACT_BASE + userId;

describe('chat between colleagues', () => {
  let at = Date.parse('2026-06-01T10:00:00.000Z');
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    at = Date.parse('2026-06-01T10:00:00.000Z');
    setMockClock(() => at);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('lists the other active users who may chat as contacts, not the caller, nor one who may not chat', async () => {
    const { user } = await signedInUser();
    const { body } = await call('GET', '/chats-and-contacts');
    const contacts = (body as ChatsAndContactsResponse).contacts;
    const ids = contacts.map((c) => c.id);
    expect(ids).toContain(contactOf(user.id));
    expect(ids).not.toContain(contactOf(DEMO_ADMIN_ID));
    // The client's role may not read chats.
    expect(ids).not.toContain(contactOf(DEMO_CLIENT_ID));
    const inactive = db.users.find((u) => u.status !== 'active')!;
    expect(ids).not.toContain(contactOf(inactive.id));
    expect(contacts.find((c) => c.id === contactOf(user.id))).toEqual(
      expect.objectContaining({ fullName: user.fullName, email: user.email, role: 'admin', sharedMedia: [] }),
    );
  });

  it('delivers a message into the colleague’s own chat, unseen until they open it, then seen for the sender', async () => {
    const { as, user } = await signedInUser();
    const sent = await call('POST', `/chats/${contactOf(user.id)}`, {
      message: 'Can you check order #5031?',
      senderId: DEMO_ADMIN_ID,
    });
    expect(sent.status).toBe(201);
    expect((sent.body as ChatMessageResponse).msg.feedback).toEqual({
      isSent: true,
      isDelivered: true,
      isSeen: false,
    });

    expect(((await call('GET', '/unread', undefined, as)).body as ChatUnreadResponse).count).toBe(1);
    const list = (await call('GET', '/chats-and-contacts', undefined, as)).body as ChatsAndContactsResponse;
    expect(list.chatsContacts).toEqual([
      expect.objectContaining({
        id: contactOf(DEMO_ADMIN_ID),
        fullName: 'John Doe',
        chat: expect.objectContaining({
          unseenMsgs: 1,
          lastMessage: expect.objectContaining({
            message: 'Can you check order #5031?',
            senderId: contactOf(DEMO_ADMIN_ID),
          }),
        }),
      }),
    ]);

    const opened = await call('GET', `/chats/${contactOf(DEMO_ADMIN_ID)}`, undefined, as);
    expect((opened.body as ChatResponse).chat?.messages.map((m) => m.message)).toEqual([
      'Can you check order #5031?',
    ]);
    expect(((await call('GET', '/unread', undefined, as)).body as ChatUnreadResponse).count).toBe(0);
    const mine = (await call('GET', `/chats/${contactOf(user.id)}`)).body as ChatResponse;
    expect(mine.chat?.messages.at(-1)?.feedback.isSeen).toBe(true);

    // The answer comes back the same way; no simulated reply is ever added.
    at += REPLY_AFTER_MS * 10;
    await call('POST', `/chats/${contactOf(DEMO_ADMIN_ID)}`, { message: 'Done.', senderId: user.id }, as);
    const thread = (await call('GET', `/chats/${contactOf(user.id)}`)).body as ChatResponse;
    expect(thread.chat?.messages.map((m) => [m.message, m.senderId])).toEqual([
      ['Can you check order #5031?', DEMO_ADMIN_ID],
      ['Done.', contactOf(user.id)],
    ]);
  });

  it('refuses a message written in the colleague’s name, and changes nothing', async () => {
    const { user } = await signedInUser();
    const before = structuredClone(db.chats);
    for (const senderId of [contactOf(user.id), user.id]) {
      const forged = await call('POST', `/chats/${contactOf(user.id)}`, { message: 'I quit', senderId });
      expect(forged.status).toBe(400);
      expect((forged.body as { message: string }).message).toMatch(/senderId/);
    }
    expect(db.chats).toEqual(before);
  });

  it('answers 404 for a colleague who may not chat or is no longer active', async () => {
    const inactive = db.users.find((u) => u.status !== 'active')!;
    for (const id of [contactOf(DEMO_CLIENT_ID), contactOf(inactive.id), contactOf(99_999)]) {
      expect((await call('POST', `/chats/${id}`, { message: 'Hello', senderId: DEMO_ADMIN_ID })).status).toBe(
        404,
      );
      expect((await call('GET', `/chats/${id}`)).status).toBe(404);
    }
  });
});
