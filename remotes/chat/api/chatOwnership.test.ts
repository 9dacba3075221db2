import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import { setMockClock } from '@atrium/mocks/lib/clock';
import {
  isColleagueContact,
  type ChatMessageResponse,
  type ChatProfileResponse,
  type ChatResponse,
  type ChatStartResponse,
  type ChatsAndContactsResponse,
  type ChatUnreadResponse,
} from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { REPLY_AFTER_MS } from './simulatedReplies';

// Each user's chats and chat profile are their own: a second signed-in user, who may do everything
// with chat (the admin role), neither sees nor changes the demo admin's, and the admin does not see theirs.
const call = apiCaller('http://localhost/api/apps/chat', authFetch('admin'));
const adminsChats = () => structuredClone(db.chats.filter((c) => c.ownerId === DEMO_ADMIN_ID));

describe('each user has chats of their own', () => {
  let at = Date.parse('2026-06-01T10:00:00.000Z');
  beforeAll(() => listenUntilReady());
  beforeEach(() => {
    resetMockDb();
    at = Date.parse('2026-06-01T10:00:00.000Z');
    setMockClock(() => at);
  });
  afterEach(() => setMockClock(null));
  afterAll(() => server.close());

  it('starts another user with no chats, the contacts, and a profile of their own', async () => {
    const { as, user } = await signedInUser();
    const { status, body } = await call('GET', '/chats-and-contacts', undefined, as);
    expect(status).toBe(200);
    const list = body as ChatsAndContactsResponse;
    expect(list.chatsContacts).toEqual([]);
    // The ten sample contacts, then their colleagues (colleagueChat.test.ts).
    expect(list.contacts.filter((c) => !isColleagueContact(c.id))).toHaveLength(10);
    expect(list.profileUser).toEqual({
      id: user.id,
      fullName: user.fullName,
      avatar: user.avatar,
      role: 'admin',
      about: '',
      status: 'online',
      settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: false },
    });
    expect(((await call('GET', '/unread', undefined, as)).body as ChatUnreadResponse).count).toBe(0);
    // The admin's own profile is still theirs.
    const admins = (await call('GET', '/chats-and-contacts')).body as ChatsAndContactsResponse;
    expect(admins.profileUser).toEqual(expect.objectContaining({ id: DEMO_ADMIN_ID, fullName: 'John Doe' }));
    expect(admins.chatsContacts).toHaveLength(5);
  });

  it('never shows another user’s chat, nor marks it seen by opening the same contact', async () => {
    const { as } = await signedInUser();
    const before = adminsChats();
    const { status, body } = await call('GET', '/chats/2', undefined, as);
    expect(status).toBe(200);
    expect((body as ChatResponse).chat).toBeNull();
    expect(adminsChats()).toEqual(before); // Harriet's unseen message is still unseen for the admin
    expect(((await call('GET', '/unread')).body as ChatUnreadResponse).count).toBe(3);
  });

  it('writes in a chat of the caller’s own, never in another user’s, nor as another user', async () => {
    const { as, user } = await signedInUser();
    const before = adminsChats();
    const impersonating = await call(
      'POST',
      '/chats/2',
      { message: 'I am John', senderId: DEMO_ADMIN_ID },
      as,
    );
    expect(impersonating.status).toBe(400);

    const sent = await call('POST', '/chats/2', { message: 'Hello Harriet', senderId: user.id }, as);
    expect(sent.status).toBe(201);
    const { chat, msg } = sent.body as ChatMessageResponse;
    expect(chat).toEqual({ id: expect.any(Number), userId: 2, unseenMsgs: 0, messages: [msg] });
    expect(before.map((c) => c.id)).not.toContain(chat!.id);
    expect(adminsChats()).toEqual(before);

    const started = await call('POST', '/chats', { userId: 3 }, as);
    expect(started.status).toBe(201);
    expect((started.body as ChatStartResponse).chat).toEqual(
      expect.objectContaining({ userId: 3, messages: [] }),
    );
    const again = await call('POST', '/chats', { userId: 6 }, as); // the admin has a chat with 6, they do not
    expect(again.status).toBe(201);
    expect((again.body as ChatStartResponse).chat.messages).toEqual([]);

    const theirs = (await call('GET', '/chats-and-contacts', undefined, as)).body as ChatsAndContactsResponse;
    expect(theirs.chatsContacts.map((c) => c.id).sort()).toEqual([2, 3, 6]);
    const admins = (await call('GET', '/chats-and-contacts')).body as ChatsAndContactsResponse;
    expect(admins.chatsContacts.map((c) => c.id)).toEqual([4, 2, 1, 6, 8]);
    expect(((await call('GET', '/chats/2')).body as ChatResponse).chat!.messages).toEqual(
      before.find((c) => c.userId === 2)!.messages,
    );
  });

  it('saves the profile as the caller’s own', async () => {
    const { as } = await signedInUser();
    const saved = await call(
      'PATCH',
      '/profile',
      { status: 'busy', about: 'New here', settings: { isNotificationsOn: true } },
      as,
    );
    expect((saved.body as ChatProfileResponse).profileUser).toEqual(
      expect.objectContaining({
        status: 'busy',
        about: 'New here',
        settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
      }),
    );
    const admins = (await call('GET', '/chats-and-contacts')).body as ChatsAndContactsResponse;
    expect(admins.profileUser).toEqual(
      expect.objectContaining({
        status: 'online',
        about: expect.stringMatching(/^Dessert/),
        settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
      }),
    );
  });

  it('answers the caller’s messages in their own chat, and counts them for them only', async () => {
    const { as, user } = await signedInUser();
    await call('POST', '/chats/4', { message: 'Hi Janie', senderId: user.id }, as);
    at += REPLY_AFTER_MS;
    expect(((await call('GET', '/unread', undefined, as)).body as ChatUnreadResponse).count).toBe(1);
    const { chat } = (await call('GET', '/chats/4', undefined, as)).body as ChatResponse;
    expect(chat!.messages.map((m) => [m.senderId, m.feedback.isSeen])).toEqual([
      [user.id, true],
      [4, false],
    ]);
    // The admin's chat with Janie is as it was: two unseen messages, no reply.
    const admins = (await call('GET', '/chats/4')).body as ChatResponse;
    expect(admins.chat!.messages.map((m) => m.senderId)).toEqual([4, 4]);
  });
});
