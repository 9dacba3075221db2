import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { Email, EmailListResponse, EmailThreadResponse } from '@atrium/contracts';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';

// A reply or a forward joins the thread of the message it answers, which only the API sets: from a
// message of the caller's own mailbox, never from what the body claims.
const call = apiCaller('http://localhost/api/apps/email');
const threadIds = async (id: number, as?: typeof fetch) =>
  ((await call('GET', `/${id}/thread`, undefined, as)).body as EmailThreadResponse).emails.map((e) => e.id);
const adminsMailbox = () => structuredClone(db.emails.filter((e) => e.ownerId === DEMO_ADMIN_ID));

describe('threads', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('seeds coherent conversations: every thread is of one mailbox, answers newer than what they answer', () => {
    for (const email of db.emails) {
      expect(db.emails.some((e) => e.id === email.threadId && e.ownerId === email.ownerId)).toBe(true);
      if (email.inReplyTo === undefined) continue;
      const answered = db.emails.find((e) => e.id === email.inReplyTo)!;
      expect(answered.threadId).toBe(email.threadId);
      expect(answered.time < email.time).toBe(true);
    }
  });

  it('answers the conversation oldest first, and its size on each list row', async () => {
    expect(await threadIds(1)).toEqual([26, 27, 1]);
    // Kofi asked, the admin answered (in Sent), Kofi answered back.
    expect(await threadIds(10)).toEqual([29, 15, 10]);
    const inbox = (await call('GET')).body as EmailListResponse;
    expect(inbox.emails.find((e) => e.id === 1)?.threadSize).toBe(3);
    expect(inbox.emails.find((e) => e.id === 3)?.threadSize).toBe(1);
    expect((await call('GET', '/999/thread')).status).toBe(404);
    expect((await call('GET', '/abc/thread')).status).toBe(404);
  });

  it('puts a reply and a forward in the thread of the message answered, counted on its row', async () => {
    const reply = (
      await call('POST', '/send', {
        to: ['ross.geller@mail.test'],
        subject: 'Re: Quarterly roadmap review',
        message: 'Agreed',
        replyTo: 1,
      })
    ).body as Email;
    expect(reply).toEqual(expect.objectContaining({ folder: 'sent', threadId: 26, inReplyTo: 1 }));
    const forward = (
      await call('POST', '/send', {
        to: ['nadia.haddad@mail.test'],
        subject: 'Fwd: Quarterly roadmap review',
        replyTo: reply.id,
      })
    ).body as Email;
    expect(forward).toEqual(expect.objectContaining({ threadId: 26, inReplyTo: reply.id }));
    expect(await threadIds(1)).toEqual([26, 27, 1, reply.id, forward.id]);
    const inbox = (await call('GET')).body as EmailListResponse;
    expect(inbox.emails.find((e) => e.id === 1)?.threadSize).toBe(5);
    // Drafts and trash are not part of the conversation, but a trashed message opened shows itself.
    await call('POST', '/send', { subject: 'Re: later', draft: true, replyTo: 1 });
    await call('POST', '', { ids: [27], data: { isDeleted: true } });
    expect(await threadIds(1)).toEqual([26, 1, reply.id, forward.id]);
    expect(await threadIds(27)).toEqual([26, 27, 1, reply.id, forward.id]);
  });

  it('ignores a forged threadId or inReplyTo, and refuses to answer another user’s message', async () => {
    const { as } = await signedInUser();
    const before = adminsMailbox();
    const forged = await call(
      'POST',
      '/send',
      { to: ['x@y.co'], subject: 'Join', message: 'Hi', threadId: 26, inReplyTo: 1 },
      as,
    );
    expect(forged.status).toBe(201);
    const mine = forged.body as Email;
    expect(mine.threadId).toBe(mine.id);
    expect(mine).not.toHaveProperty('inReplyTo');
    const refused = await call('POST', '/send', { to: ['x@y.co'], subject: 'Re', replyTo: 1 }, as);
    expect(refused.status).toBe(404);
    expect((await call('GET', '/1/thread', undefined, as)).status).toBe(404);
    // Nothing joined the admin's conversation, and the admin's mailbox is as it was.
    expect(await threadIds(1)).toEqual([26, 27, 1]);
    expect(adminsMailbox()).toEqual(before);
  });

  it('keeps a conversation across mailboxes: an answer to a delivered message joins the sender’s thread', async () => {
    const { as, user } = await signedInUser();
    const sent = (
      await call('POST', '/send', { to: [user.email], subject: 'Lunch?', message: 'Noon?', replyTo: 3 })
    ).body as Email;
    const received = ((await call('GET', '', undefined, as)).body as EmailListResponse).emails[0];
    expect(received).toEqual(expect.objectContaining({ subject: 'Lunch?', threadId: sent.threadId }));
    expect(received).not.toHaveProperty('inReplyTo');
    const answer = (
      await call(
        'POST',
        '/send',
        { to: ['admin@demo.com'], subject: 'Re: Lunch?', message: 'Yes', replyTo: received.id },
        as,
      )
    ).body as Email;
    expect(answer).toEqual(expect.objectContaining({ threadId: sent.threadId, inReplyTo: received.id }));
    const copy = db.emails.find((e) => e.ownerId === DEMO_ADMIN_ID && e.subject === 'Re: Lunch?')!;
    expect(await threadIds(3)).toEqual([3, sent.id, copy.id]);
    // Each side's conversation is its own mailbox's messages.
    expect(await threadIds(received.id, as)).toEqual([received.id, answer.id]);
  });
});
