import { server, listenUntilReady } from '@atrium/mocks/node';
import { db, resetMockDb } from '@atrium/mocks/db';
import type { Email, EmailAttachmentUploadResponse, EmailListResponse } from '@atrium/contracts';
import { authFetch } from '@atrium/mocks/testing/authFetch';
import { signedInUser } from '@atrium/mocks/testing/signedInUser';
import { DEMO_ADMIN_ID } from '@atrium/mocks/data/credentials';
import { png } from '../data/generatedFiles';

// An attachment is its mailbox owner's alone: uploaded as its bytes, typed by them, served to its
// owner only, as a download unless a picture or a PDF is asked inline.
const BASE = 'http://localhost/api/apps/email';
const admin = authFetch('admin');
const PNG = png(2, 2, () => [255, 0, 0]);
const text = (s: string) => new TextEncoder().encode(s);

const upload = (bytes: Uint8Array, name = 'file.bin', as = admin, type = 'application/octet-stream') =>
  as(`${BASE}/attachments?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
  });
const uploaded = async (bytes: Uint8Array, name: string, as = admin) =>
  ((await (await upload(bytes, name, as)).json()) as EmailAttachmentUploadResponse).attachment;
const download = (id: string, query = '', as = admin) => as(`${BASE}/attachments/${id}${query}`);
const send = (body: unknown, as = admin) =>
  as(`${BASE}/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('attachments', () => {
  beforeAll(() => listenUntilReady());
  beforeEach(() => resetMockDb());
  afterAll(() => server.close());

  it('keeps a picture, a PDF and text by their bytes, whatever the type claimed, and serves them to their owner', async () => {
    const picture = await uploaded(PNG, 'red.png');
    expect(picture).toEqual(
      expect.objectContaining({ fileName: 'red.png', type: 'image/png', bytes: PNG.length }),
    );
    const res = await download(picture.id);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="red.png"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await download(picture.id, '?inline=1')).headers.get('content-disposition')).toMatch(/^inline;/);

    const pdf = await uploaded(text('%PDF-1.4\n%%EOF\n'), 'Facture été.pdf');
    const shown = await download(pdf.id, '?inline=1');
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(shown.headers.get('content-disposition')).toBe(
      `inline; filename="Facture _t_.pdf"; filename*=UTF-8''${encodeURIComponent('Facture été.pdf')}`,
    );
  });

  it('never serves script: HTML and SVG are kept as text, downloaded, named as text', async () => {
    for (const [name, body] of [
      ['page.html', '<script>alert(1)</script>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ]) {
      const file = await uploaded(text(body), name);
      expect(file).toEqual(expect.objectContaining({ type: 'text/plain', fileName: `${name}.txt` }));
      const res = await download(file.id, '?inline=1');
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    }
  });

  it('refuses other files, an empty one, one without a name (400) and one too large (413)', async () => {
    const before = db.emailFiles.length;
    expect((await upload(Uint8Array.from([0x4d, 0x5a, 0, 1, 2]), 'tool.exe')).status).toBe(400);
    expect((await upload(new Uint8Array(0), 'empty.txt')).status).toBe(400);
    expect((await upload(text('hello'), '')).status).toBe(400);
    expect((await upload(new Uint8Array(512 * 1024 + 1).fill(0x61), 'big.txt')).status).toBe(413);
    expect(db.emailFiles.length).toBe(before);
  });

  it('answers 404 to anyone but the owner, even knowing the id, and 401 without a session', async () => {
    const { as } = await signedInUser();
    const seeded = db.emailFiles.find((f) => f.ownerId === DEMO_ADMIN_ID)!;
    expect((await download(seeded.id)).status).toBe(200);
    expect((await download(seeded.id, '', as)).status).toBe(404);
    expect((await download(seeded.id, '?inline=1', as)).status).toBe(404);
    expect((await download('not-an-id', '', as)).status).toBe(404);
    expect((await fetch(`${BASE}/attachments/${seeded.id}`)).status).toBe(401);
    // Nor can they attach it to a message of theirs to get it back.
    const stolen = await send({ to: ['x@y.co'], subject: 'Mine', attachments: [{ fileId: seeded.id }] }, as);
    expect(stolen.status).toBe(404);
    expect(db.emails.some((e) => e.subject === 'Mine')).toBe(false);
  });

  it('sends an uploaded file: the recipient gets a copy of their own, the sender keeps theirs', async () => {
    const { as, user } = await signedInUser();
    const file = await uploaded(PNG, 'chart.png');
    const sent = (await (
      await send({ to: [user.email], subject: 'Chart', attachments: [{ fileId: file.id }] })
    ).json()) as Email;
    expect(sent.attachments).toEqual([
      expect.objectContaining({ id: file.id, fileName: 'chart.png', size: `${PNG.length} B` }),
    ]);
    const inbox = (await (await as(BASE)).json()) as EmailListResponse;
    const theirs = inbox.emails[0].attachments[0];
    expect(theirs.id).not.toBe(file.id);
    expect(new Uint8Array(await (await download(theirs.id!, '', as)).arrayBuffer())).toEqual(PNG);
    expect((await download(file.id, '', as)).status).toBe(404);
    expect((await download(theirs.id!)).status).toBe(404);
  });

  it('forgets a discarded draft’s file, and serves every sample file with the type its bytes say', async () => {
    const file = await uploaded(text('notes'), 'notes.txt');
    const draft = (await (
      await send({ subject: 'Later', draft: true, attachments: [{ fileId: file.id }] })
    ).json()) as Email;
    // Another upload, in no message yet (a message still being written), is kept.
    const other = await uploaded(text('other'), 'other.txt');
    expect((await admin(`${BASE}/drafts/${draft.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await download(file.id)).status).toBe(404);
    expect((await download(other.id)).status).toBe(200);
    // A draft saved again without a file it had lets the file go too.
    const dropped = await uploaded(text('drop'), 'drop.txt');
    const second = (await (
      await send({ subject: 'Two', draft: true, attachments: [{ fileId: dropped.id }] })
    ).json()) as Email;
    await send({ subject: 'Two', draft: true, draftId: second.id, attachments: [] });
    expect((await download(dropped.id)).status).toBe(404);

    const attachments = db.emails.flatMap((e) => e.attachments);
    expect(attachments.length).toBeGreaterThanOrEqual(8);
    for (const a of attachments) {
      const res = await download(a.id!);
      const head = new Uint8Array(await res.arrayBuffer()).subarray(0, 4);
      expect(res.headers.get('content-type')).toMatch(a.type!);
      if (a.type === 'application/pdf') expect(String.fromCharCode(...head)).toBe('%PDF');
      if (a.type === 'image/png') expect([...head]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
  });
});
