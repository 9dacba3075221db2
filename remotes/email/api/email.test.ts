import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { Email, EmailListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';

// Every call below is signed in as the admin (who may manage everything).
const fetch = authFetch('admin');

const BASE = 'http://localhost/api/apps/email';
const list = async (qs = '') => {
  const res = await fetch(`${BASE}${qs}`);
  return { status: res.status, body: (await res.json()) as EmailListResponse & { message?: string } };
};
const post = (body: unknown) =>
  fetch(BASE, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('email', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('lists the inbox by default, not deleted, newest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.emails.length).toBeGreaterThan(0);
    expect(body.emails.every((e) => e.folder === 'inbox' && !e.isDeleted)).toBe(true);
    expect(body.emails.length).toBe(db.emails.filter((e) => e.folder === 'inbox' && !e.isDeleted).length);
    const times = body.emails.map((e) => e.time);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers each folder, trashed and starred view', async () => {
    for (const folder of ['sent', 'draft', 'spam'] as const) {
      const { body } = await list(`?filter=${folder}`);
      expect(body.emails.length).toBeGreaterThan(0);
      expect(body.emails.every((e) => e.folder === folder && !e.isDeleted)).toBe(true);
    }
    const trashed = (await list('?filter=trashed')).body.emails;
    expect(trashed.length).toBe(db.emails.filter((e) => e.isDeleted).length);
    expect(trashed.every((e) => e.isDeleted)).toBe(true);
    const starred = (await list('?filter=starred')).body.emails;
    expect(starred.length).toBeGreaterThan(0);
    expect(starred.every((e) => e.isStarred && !e.isDeleted)).toBe(true);
  });

  it('lists a label across folders, or within a folder when both are given', async () => {
    const all = (await list('?label=company')).body.emails;
    expect(all.every((e) => e.labels.includes('company') && !e.isDeleted)).toBe(true);
    expect(new Set(all.map((e) => e.folder)).size).toBeGreaterThan(1);
    const inbox = (await list('?label=company&filter=inbox')).body.emails;
    expect(inbox.every((e) => e.folder === 'inbox')).toBe(true);
    expect(inbox.length).toBeLessThan(all.length);
  });

  it('searches sender name or subject case-insensitively and literally', async () => {
    // Ross's newest message, and the one that started the conversation.
    expect((await list('?q=ROSS%20GELLER')).body.emails.map((e) => e.id)).toEqual([1, 26]);
    expect((await list('?q=invoice')).body.emails.map((e) => e.subject)).toEqual([
      'Your invoice #4987 is ready',
    ]);
    expect((await list('?q=.*')).body.emails).toEqual([]);
  });

  it('counts unread inbox, drafts, unread spam and starred', async () => {
    const live = db.emails.filter((e) => !e.isDeleted);
    expect((await list()).body.emailsMeta).toEqual({
      inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: live.filter((e) => e.folder === 'draft').length,
      spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
      star: live.filter((e) => e.isStarred).length,
    });
  });

  it('rejects an unknown filter or label with 400', async () => {
    const bad = await list('?filter=archive');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/filter/);
    expect((await list('?label=work')).status).toBe(400);
  });

  it('merges data into the given emails, and the meta follows', async () => {
    const before = (await list()).body.emailsMeta.inbox;
    const res = await post({ ids: [1, 2], data: { isRead: true } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { emails: Email[] };
    expect(body.emails.map((e) => e.id)).toEqual([1, 2]);
    expect(db.emails[0].isRead && db.emails[1].isRead).toBe(true);
    expect((await list()).body.emailsMeta.inbox).toBe(before - 2);
  });

  it('moves to trash with isDeleted and accepts a single id', async () => {
    expect((await post({ ids: 3, data: { isDeleted: true } })).status).toBe(201);
    expect((await list()).body.emails.some((e) => e.id === 3)).toBe(false);
    expect((await list('?filter=trashed')).body.emails.some((e) => e.id === 3)).toBe(true);
  });

  it('toggles a label on and off', async () => {
    expect(db.emails[2].labels).toEqual(['personal']);
    await post({ ids: [3], label: 'important' });
    expect(db.emails[2].labels).toEqual(['personal', 'important']);
    await post({ ids: [3], label: 'important' });
    expect(db.emails[2].labels).toEqual(['personal']);
  });

  it('rejects a malformed body with 400 and an unknown id with 404, changing nothing', async () => {
    expect((await post('{oops')).status).toBe(400);
    expect((await post({ data: { isRead: true } })).status).toBe(400);
    expect((await post({ ids: [1] })).status).toBe(400);
    expect((await post({ ids: [1], data: { id: 99 } })).status).toBe(400);
    expect((await post({ ids: [1], data: { folder: 'archive' } })).status).toBe(400);
    expect((await post({ ids: [1], label: 'work' })).status).toBe(400);
    const res = await post({ ids: [1, 999], data: { isRead: true } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toMatch(/999/);
    expect(db.emails[0].isRead).toBe(false);
  });
});

describe('POST /api/apps/email/send (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  const send = (body: unknown) =>
    fetch('http://localhost/api/apps/email/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores the message in sent, as escaped paragraphs, and lists it there', async () => {
    const res = await send({ to: ['ada@demo.com'], subject: 'Hello', message: 'Line <b>one</b>\n\nTwo' });
    expect(res.status).toBe(201);
    const email = await res.json();
    expect(email).toEqual(expect.objectContaining({ folder: 'sent', subject: 'Hello', isRead: true }));
    expect(email.message).toBe('<p>Line &#60;b&#62;one&#60;/b&#62;</p><p>Two</p>');
    const sent = await (await fetch('http://localhost/api/apps/email?filter=sent')).json();
    expect(sent.emails.map((e: { id: number }) => e.id)).toContain(email.id);
  });

  it('saves drafts, and refuses messages without recipients or subject', async () => {
    expect((await (await send({ to: ['a@b.co'], subject: 'Later', draft: true })).json()).folder).toBe(
      'draft',
    );
    const bad = await send({ to: [], subject: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['subject', 'to']);
    expect((await send({ to: ['not an email'], subject: 'x' })).status).toBe(400);
  });

  it('keeps a data URL attachment (an invoice PDF) in the file store, for its owner; refuses anything else', async () => {
    const url = `data:application/pdf;base64,${btoa('%PDF-1.3 '.repeat(300))}`;
    const email = await (
      await send({ to: ['a@b.co'], subject: 'Invoice', attachments: [{ fileName: 'invoice-1.pdf', url }] })
    ).json();
    expect(email.attachments).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{32}$/),
        fileName: 'invoice-1.pdf',
        url: '',
        size: '3 KB',
        bytes: 2700,
        type: 'application/pdf',
        thumbnail: '',
      },
    ]);
    const file = await fetch(`http://localhost/api/apps/email/attachments/${email.attachments[0].id}`);
    expect(file.status).toBe(200);
    expect(await file.text()).toBe('%PDF-1.3 '.repeat(300));
    for (const bad of [
      'https://evil.example/x.pdf',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      // Well-formed, but bytes the store does not keep (a NUL marks a binary).
      `data:text/plain;base64,${btoa('MZ\u0000\u0001')}`,
    ]) {
      const res = await send({ to: ['a@b.co'], subject: 'x', attachments: [{ fileName: 'x', url: bad }] });
      expect(res.status).toBe(400);
    }
  });

  it("keeps a chosen file's metadata only (name, size, type), at most 5 files of 10 MB", async () => {
    const file = { fileName: 'notes.txt', size: 2048, type: 'text/plain' };
    const email = await (await send({ to: ['a@b.co'], subject: 'Notes', attachments: [file] })).json();
    expect(email.attachments).toEqual([
      { fileName: 'notes.txt', url: '', size: '2 KB', bytes: 2048, type: 'text/plain', thumbnail: '' },
    ]);
    const big = await send({
      to: ['a@b.co'],
      subject: 'x',
      attachments: [{ ...file, size: 11 * 1024 * 1024 }],
    });
    expect(big.status).toBe(400);
    const many = await send({ to: ['a@b.co'], subject: 'x', attachments: Array(6).fill(file) });
    expect(((await many.json()) as { errors: Record<string, string[]> }).errors.attachments).toEqual([
      'At most 5 attachments',
    ]);
  });

  it('keeps rich text as HTML, and puts a reply in the thread of the message it answers', async () => {
    const original = db.emails[0];
    const reply = await (
      await send({
        to: ['a@b.co'],
        subject: 'Re: x',
        message: '<p><strong>Yes</strong></p>',
        html: true,
        replyTo: original.id,
      })
    ).json();
    expect(reply.message).toBe('<p><strong>Yes</strong></p>');
    expect(reply).toEqual(
      expect.objectContaining({ threadId: original.threadId, inReplyTo: original.id, replies: [] }),
    );
    expect((await send({ to: ['a@b.co'], subject: 'x', replyTo: 99_999 })).status).toBe(404);
  });

  it('saves a draft without recipients, updates it in place, sends it, and discards another', async () => {
    const draft = await (await send({ subject: '', message: 'Half', draft: true })).json();
    expect(draft.folder).toBe('draft');
    const again = await (
      await send({ to: ['a@b.co'], subject: 'Done', message: 'Whole', draft: true, draftId: draft.id })
    ).json();
    expect(again).toEqual(expect.objectContaining({ id: draft.id, folder: 'draft', subject: 'Done' }));
    const drafts = await (await fetch('http://localhost/api/apps/email?filter=draft')).json();
    expect(drafts.emails.filter((e: { id: number }) => e.id === draft.id)).toHaveLength(1);
    const sent = await (await send({ to: ['a@b.co'], subject: 'Done', draftId: draft.id })).json();
    expect(sent).toEqual(expect.objectContaining({ id: draft.id, folder: 'sent' }));
    // Sent now: no longer a draft to update or discard.
    expect((await send({ subject: 'x', draft: true, draftId: draft.id })).status).toBe(404);

    const other = await (await send({ subject: 'Drop me', draft: true })).json();
    const del = (id: number | string) =>
      fetch(`http://localhost/api/apps/email/drafts/${id}`, { method: 'DELETE' });
    expect((await del(other.id)).status).toBe(204);
    expect(db.emails.some((e) => e.id === other.id)).toBe(false);
    expect((await del(other.id)).status).toBe(404);
    expect((await del(sent.id)).status).toBe(404);
    expect((await del('abc')).status).toBe(404);
  });
});

describe('GET /api/apps/email paging (addition)', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('answers a page of the view with its total, and refuses bad paging', async () => {
    const all = (await list()).body;
    expect(all.total).toBe(all.emails.length);
    const first = (await list('?perPage=3&page=1')).body;
    const second = (await list('?perPage=3&page=2')).body;
    expect(first.emails.map((e) => e.id)).toEqual(all.emails.slice(0, 3).map((e) => e.id));
    expect(second.emails.map((e) => e.id)).toEqual(all.emails.slice(3, 6).map((e) => e.id));
    expect(second.total).toBe(all.total);
    expect((await list('?perPage=0')).status).toBe(400);
    expect((await list('?page=x&perPage=3')).status).toBe(400);
    expect((await list('?perPage=101')).status).toBe(400);
  });
});
