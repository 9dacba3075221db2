import type { Email } from '@atrium/contracts';
import type { StoredEmail } from './data/emails';
import type { StoredEmailFile } from './files/fileStore';
import { upgradeAttachments, upgradeThreads } from './upgradeMailboxes';

// Mail stored before threads: a reply kept copies of what it answered in `replies`; a file sent as
// a data URL was kept in the message.
const message = (id: number, time: string, over: Partial<StoredEmail> = {}): StoredEmail => ({
  id,
  ownerId: 1,
  to: [{ email: 'a@b.co', name: 'a', avatar: '' }],
  from: { email: 'a@b.co', name: 'Ada', avatar: '' },
  subject: 'Plan',
  cc: [],
  bcc: [],
  message: '<p>x</p>',
  attachments: [],
  isStarred: false,
  labels: [],
  time,
  replies: [],
  folder: 'inbox',
  isRead: true,
  isDeleted: false,
  ...over,
});
const copyOf = (e: StoredEmail): Email => {
  const { ownerId: _owner, ...rest } = e;
  return rest;
};

describe('upgrading stored mail', () => {
  it('threads a reply with the message it answered, and restores copies of messages no longer held', () => {
    const original = message(1, '2026-05-01T10:00:00');
    const gone = message(7, '2026-04-30T09:00:00', { from: { email: 'me@x.co', name: 'me', avatar: '' } });
    const reply = message(2, '2026-05-02T10:00:00', {
      folder: 'sent',
      replies: [copyOf(gone), copyOf(original)],
    });
    const unrelated = message(3, '2026-05-03T10:00:00', { ownerId: 2 });
    const data = { emails: [reply, original, unrelated], emailFiles: [] as StoredEmailFile[] };

    expect(upgradeThreads(data)).toBe(true);
    expect(original).toEqual(expect.objectContaining({ threadId: 1 }));
    expect(reply).toEqual(expect.objectContaining({ threadId: 1, inReplyTo: 1, replies: [] }));
    expect(unrelated.threadId).toBe(3);
    const restored = data.emails.find((e) => e.id === 4)!;
    expect(restored).toEqual(
      expect.objectContaining({ ownerId: 1, threadId: 1, folder: 'sent', time: gone.time, replies: [] }),
    );
    // Once is enough.
    expect(upgradeThreads(data)).toBe(false);
  });

  it('moves a data URL of a kept type into the file store, and leaves any other', () => {
    const pdf = `data:application/pdf;base64,${btoa('%PDF-1.4 x')}`;
    const binary = `data:application/octet-stream;base64,${btoa('MZ\u0000')}`;
    const email = message(1, '2026-05-01T10:00:00', {
      threadId: 1,
      attachments: [
        { fileName: 'invoice.pdf', url: pdf, size: '10 B', thumbnail: '' },
        { fileName: 'tool.exe', url: binary, size: '3 B', thumbnail: '' },
      ],
    });
    const data = { emails: [email], emailFiles: [] as StoredEmailFile[] };
    expect(upgradeAttachments(data)).toBe(true);
    expect(data.emailFiles).toEqual([
      expect.objectContaining({ ownerId: 1, fileName: 'invoice.pdf', type: 'application/pdf', bytes: 10 }),
    ]);
    expect(email.attachments[0]).toEqual(
      expect.objectContaining({ id: data.emailFiles[0].id, url: '', type: 'application/pdf' }),
    );
    expect(email.attachments[1].url).toBe(binary);
    expect(upgradeAttachments(data)).toBe(false);
  });
});
