import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { Email, EmailContactsResponse, EmailListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { apiCaller } from '@atrium/mocks/testing/apiCaller';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';

// Each mailbox is its owner's: a second signed-in user, who may do everything with email (the admin
// role), neither sees nor changes the demo admin's, and the admin does not see theirs.
const admin = authFetch('admin');
const call = apiCaller('http://localhost/api/apps/email', admin);
const FILTERS = ['inbox', 'sent', 'draft', 'spam', 'trashed', 'starred'];

const adminsMailbox = () => structuredClone(db.emails.filter((e) => e.ownerId === DEMO_ADMIN_ID));
const adminsId = (folder: Email['folder']) =>
  db.emails.find((e) => e.ownerId === DEMO_ADMIN_ID && e.folder === folder && !e.isDeleted)!.id;

describe('each user has a mailbox of their own', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('starts another user with an empty mailbox, whatever the view, and suggests none of the admin’s correspondents', async () => {
    const { as } = await signedInUser();
    for (const filter of FILTERS) {
      const { status, body } = await call('GET', `?filter=${filter}`, undefined, as);
      expect(status).toBe(200);
      expect(body as EmailListResponse).toEqual({
        emails: [],
        emailsMeta: { inbox: 0, draft: 0, spam: 0, star: 0 },
        total: 0,
      });
    }
    expect((await call('GET', '?label=company', undefined, as)).body.total).toBe(0);
    const contacts = (await call('GET', '/contacts?q=ross&limit=50', undefined, as))
      .body as EmailContactsResponse;
    expect(contacts.contacts.map((c) => c.email)).not.toContain('ross.geller@mail.test');
    // The admin's own mailbox is as it was, and answers no owner.
    const own = (await call('GET')).body as EmailListResponse;
    expect(own.total).toBeGreaterThan(0);
    expect(own.emails[0]).not.toHaveProperty('ownerId');
  });

  it('answers 404 to read, star, label, move, trash or restore another user’s email, changing nothing', async () => {
    const { as } = await signedInUser();
    const before = adminsMailbox();
    const inbox = adminsId('inbox');
    const trashed = db.emails.find((e) => e.ownerId === DEMO_ADMIN_ID && e.isDeleted)!.id;
    for (const body of [
      { ids: [inbox], data: { isRead: true } },
      { ids: inbox, data: { isStarred: true } },
      { ids: [inbox], label: 'important' },
      { ids: [inbox], data: { folder: 'spam' } },
      { ids: [inbox], data: { isDeleted: true } },
      { ids: [trashed], data: { isDeleted: false } },
    ]) {
      const res = await call('POST', '', body, as);
      expect(res).toEqual({ status: 404, body: { message: expect.stringMatching(String(body.ids)) } });
    }
    expect(adminsMailbox()).toEqual(before);
  });

  it('changes none of a mix of own and another user’s emails', async () => {
    const { as } = await signedInUser();
    const mine = (await call('POST', '/send', { subject: 'Mine', draft: true }, as)).body as Email;
    const other = adminsId('inbox');
    const res = await call('POST', '', { ids: [mine.id, other], data: { isStarred: true } }, as);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(String(other));
    expect(res.body.message).not.toMatch(String(mine.id));
    const drafts = (await call('GET', '?filter=draft', undefined, as)).body as EmailListResponse;
    expect(drafts.emails).toEqual([expect.objectContaining({ id: mine.id, isStarred: false })]);
  });

  it('answers 404 to save over, send, reply to or discard another user’s draft or email', async () => {
    const { as } = await signedInUser();
    const before = adminsMailbox();
    const draft = adminsId('draft');
    const saved = await call('POST', '/send', { subject: 'Mine now', draft: true, draftId: draft }, as);
    expect(saved).toEqual({ status: 404, body: { message: `No draft found with id ${draft}` } });
    const sent = await call('POST', '/send', { to: ['x@y.co'], subject: 'Go', draftId: draft }, as);
    expect(sent.status).toBe(404);
    const reply = await call(
      'POST',
      '/send',
      { to: ['x@y.co'], subject: 'Re', replyTo: adminsId('inbox') },
      as,
    );
    expect(reply.status).toBe(404);
    expect((await call('DELETE', `/drafts/${draft}`, undefined, as)).status).toBe(404);
    expect(adminsMailbox()).toEqual(before);
    // Nothing was added anywhere either.
    expect(db.emails.filter((e) => e.ownerId !== DEMO_ADMIN_ID)).toEqual([]);
  });

  it('keeps what another user writes to themselves: the admin neither lists nor touches it', async () => {
    const { as, user } = await signedInUser();
    const draft = (await call('POST', '/send', { subject: 'Secret plan', draft: true }, as)).body as Email;
    const sent = (await call('POST', '/send', { to: ['x@y.co'], subject: 'Hello', message: 'Hi' }, as))
      .body as Email;
    expect(sent.from).toEqual({ email: user.email, name: 'me', avatar: user.avatar });
    const theirs = (await call('GET', '?filter=sent', undefined, as)).body as EmailListResponse;
    expect(theirs.emails.map((e) => e.id)).toEqual([sent.id]);

    for (const filter of FILTERS) {
      const { body } = await call('GET', `?filter=${filter}`);
      expect((body as EmailListResponse).emails.map((e) => e.id)).not.toEqual(
        expect.arrayContaining([draft.id]),
      );
      expect((body as EmailListResponse).emails.map((e) => e.id)).not.toContain(sent.id);
    }
    expect((await call('POST', '', { ids: [draft.id], data: { isDeleted: true } })).status).toBe(404);
    expect((await call('POST', '/send', { subject: 'x', draft: true, draftId: draft.id })).status).toBe(404);
    expect((await call('DELETE', `/drafts/${draft.id}`)).status).toBe(404);
    const stillTheirs = (await call('GET', '?filter=draft', undefined, as)).body as EmailListResponse;
    expect(stillTheirs.emails).toEqual([expect.objectContaining({ id: draft.id, isDeleted: false })]);
  });

  it('delivers a message to another user of the app: a copy in their inbox, theirs to change', async () => {
    const { as, user } = await signedInUser();
    const sent = (
      await call(
        'POST',
        '/send',
        { to: ['ADMIN@demo.com'], bcc: ['hidden@y.co'], subject: 'For John', message: 'Hi John' },
        as,
      )
    ).body as Email;
    const inbox = (await call('GET', '?q=for%20john')).body as EmailListResponse;
    expect(inbox.emails).toHaveLength(1);
    const copy = inbox.emails[0];
    expect(copy).toEqual(
      expect.objectContaining({
        subject: 'For John',
        folder: 'inbox',
        isRead: false,
        bcc: [],
        from: { email: user.email, name: user.fullName, avatar: user.avatar },
      }),
    );
    expect(copy.id).not.toBe(sent.id);
    // The admin reads and trashes their copy; the sender's message stays as sent.
    expect((await call('POST', '', { ids: [copy.id], data: { isRead: true, isDeleted: true } })).status).toBe(
      201,
    );
    const theirs = (await call('GET', '?filter=sent', undefined, as)).body as EmailListResponse;
    expect(theirs.emails).toEqual([
      expect.objectContaining({ id: sent.id, isDeleted: false, bcc: ['hidden@y.co'] }),
    ]);
    // A draft is nobody's mail but its writer's.
    await call('POST', '/send', { to: ['admin@demo.com'], subject: 'Not yet', draft: true }, as);
    expect((await call('GET', '?q=not%20yet')).body.total).toBe(0);
  });
});
