import { db, resetMockDb } from '@atrium/mocks/db';
import type { StoredEmail } from '@atrium/email/api/data/emails';
import { Persistence } from './persistence';
import { memoryStorage } from './storage';
import { workingSet } from './testing/harness';

beforeEach(() => resetMockDb());

// Mail as the previous version stored it: no threads (a reply kept copies of the messages it
// answered in `replies`), files inside the messages as data URLs, and no file store.
test('mail stored before threads and files gets them at start, saved at once, once', async () => {
  const storage = memoryStorage();
  await new Persistence(storage, workingSet()).start();
  const pdf = `data:application/pdf;base64,${btoa('%PDF-1.4 old')}`;
  const docs = storage.data.rows.filter((r) => r.collection === 'emails').map((r) => r.doc as StoredEmail);
  const copies = docs.filter((e) => e.id === 26 || e.id === 27);
  for (const row of storage.data.rows) {
    if (row.collection !== 'emails') continue;
    const email = row.doc as StoredEmail;
    delete email.threadId;
    delete email.inReplyTo;
    email.attachments =
      email.id === 2 ? [{ fileName: 'old.pdf', url: pdf, size: '1 KB', thumbnail: '' }] : [];
    if (email.id === 1) email.replies = copies.map(({ ownerId: _owner, ...copy }) => copy);
  }
  // The earlier messages of Ross's thread were only copies in the reply then.
  storage.data.rows = storage.data.rows.filter(
    (r) =>
      r.collection !== 'emailFiles' && !(r.collection === 'emails' && copies.includes(r.doc as StoredEmail)),
  );
  storage.data.collections.delete('emailFiles');
  const writes = storage.writes.length;

  resetMockDb();
  const started = await new Persistence(storage, workingSet()).start();
  expect(started.added).toEqual(['emailFiles']);
  expect(started.upgraded).toEqual([
    'emails: threads from the copies replies kept',
    'emails: attachments kept as data URLs moved to emailFiles',
  ]);
  expect(storage.writes.length).toBeGreaterThan(writes);
  const ross = db.emails.find((e) => e.id === 1)!;
  const thread = db.emails.filter((e) => e.threadId === ross.threadId).map((e) => e.subject);
  expect(thread).toHaveLength(3);
  expect(ross.replies).toEqual([]);
  const file = db.emails.find((e) => e.id === 2)!.attachments[0];
  expect(db.emailFiles.find((f) => f.id === file.id)).toEqual(
    expect.objectContaining({ fileName: 'old.pdf', type: 'application/pdf', ownerId: ross.ownerId }),
  );

  // Upgraded once: the next start changes nothing.
  const after = storage.writes.length;
  resetMockDb();
  expect((await new Persistence(storage, workingSet()).start()).upgraded).toEqual([]);
  expect(storage.writes).toHaveLength(after);
});
