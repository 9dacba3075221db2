import type { Email } from '@atrium/contracts';
import { randomToken } from '@atrium/mocks/lib/tokens';
import type { StoredEmail } from './data/emails';
import { sizeText, toBase64, type StoredEmailFile } from './files/fileStore';
import { fileTypeOf } from './files/fileTypes';
import { safeFileName } from './files/fileNames';

type Data = { emails: StoredEmail[]; emailFiles: StoredEmailFile[] };

const byTime = (a: Email, b: Email) => a.time.localeCompare(b.time) || a.id - b.id;

/**
 * Threads for mail stored before messages carried one: a reply kept copies of the messages it
 * answered (`replies`). Each mailbox is taken oldest first; a message joins the thread of the newest
 * of its copies that is still in the mailbox (the message it answered), else starts one; a copy of a
 * message the mailbox no longer holds becomes a message of the thread again (received or sent, read).
 * Answers whether anything changed.
 */
export function upgradeThreads(data: Data): boolean {
  if (!data.emails.some((e) => e.threadId === undefined || e.replies.length > 0)) return false;
  let nextId = Math.max(0, ...data.emails.map((e) => e.id)) + 1;
  const restored: StoredEmail[] = [];
  for (const email of [...data.emails].sort(byTime)) {
    const copies = [...email.replies].sort(byTime);
    email.replies = [];
    const mailbox = (id: number) =>
      data.emails.find((e) => e.id === id && e.ownerId === email.ownerId && e !== email);
    const answered = copies.map((c) => mailbox(c.id)).filter((e) => e !== undefined);
    const last = answered.at(-1);
    if (email.threadId === undefined) email.threadId = last?.threadId ?? last?.id ?? email.id;
    if (last && email.inReplyTo === undefined) email.inReplyTo = last.id;
    for (const copy of copies) {
      if (mailbox(copy.id)) continue;
      const own = copy.from.name === 'me';
      restored.push({
        ...copy,
        id: nextId++,
        ownerId: email.ownerId,
        replies: [],
        threadId: email.threadId,
        folder: own ? 'sent' : 'inbox',
        isRead: true,
        isDeleted: false,
        isStarred: false,
        labels: [],
      });
    }
  }
  data.emails.push(...restored);
  return true;
}

const dataUrlBytes = (url: string) =>
  Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));

/**
 * Files kept inside a message as data URLs (an invoice's PDF) move to the file store, when their
 * bytes are a type it keeps; others stay as they were (listed, not served). Answers whether anything
 * changed.
 */
export function upgradeAttachments(data: Data): boolean {
  let changed = false;
  for (const email of data.emails) {
    email.attachments = email.attachments.map((a) => {
      if (a.id || !a.url.startsWith('data:')) return a;
      let bytes: Uint8Array;
      try {
        bytes = dataUrlBytes(a.url);
      } catch {
        return a;
      }
      const type = fileTypeOf(bytes);
      if (!type) return a;
      const file: StoredEmailFile = {
        id: randomToken().slice(0, 32),
        ownerId: email.ownerId,
        fileName: safeFileName(a.fileName, type),
        type,
        bytes: bytes.length,
        data: toBase64(bytes),
        createdAt: 0,
      };
      data.emailFiles.push(file);
      changed = true;
      return {
        ...a,
        id: file.id,
        fileName: file.fileName,
        type,
        bytes: file.bytes,
        size: sizeText(file.bytes),
        url: '',
      };
    });
  }
  return changed;
}
