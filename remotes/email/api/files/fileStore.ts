import type { EmailAttachment } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { randomToken } from '@atrium/mocks/lib/tokens';
import { now } from '@atrium/mocks/lib/clock';
import { safeFileName } from './fileNames';

/**
 * The email area's file store: the bytes of attachments, one record per file and mailbox (`ownerId`).
 * A message delivered to another user carries copies of its files, so each file has exactly one
 * owner, the only one it is ever served to (GET /api/apps/email/attachments/{id}), and a mailbox
 * forgotten takes its files with it. The id is random; what protects a file is its owner check, the
 * id only keeps one file from being confused with another.
 */
export interface StoredEmailFile {
  id: string;
  ownerId: number;
  fileName: string;
  /** The type read from the bytes (fileTypes.ts), never the one a caller claimed. */
  type: string;
  bytes: number;
  /** The bytes, in base64. */
  data: string;
  createdAt: number;
}

const ID = /^[0-9a-f]{32}$/;

// btoa/atob rather than Buffer: the same handlers run in the page (the in-browser mock API).
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

export const fileBytes = (file: StoredEmailFile): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(file.data), (c) => c.charCodeAt(0));

/** A file of the caller's mailbox, or undefined (another user's, malformed, or none). */
export function ownFile(ownerId: number, id: string): StoredEmailFile | undefined {
  return ID.test(id) ? db.emailFiles.find((f) => f.id === id && f.ownerId === ownerId) : undefined;
}

/** Keeps bytes already checked by `fileTypeOf` as a file of `ownerId`'s. */
export function storeFile(
  ownerId: number,
  fileName: string,
  bytes: Uint8Array,
  type: string,
): StoredEmailFile {
  const file: StoredEmailFile = {
    id: randomToken().slice(0, 32),
    ownerId,
    fileName: safeFileName(fileName, type),
    type,
    bytes: bytes.length,
    data: toBase64(bytes),
    createdAt: now(),
  };
  db.emailFiles.push(file);
  return file;
}

/** The same file in another mailbox (a message delivered): a record, and an id, of its own. */
export function copyFileFor(file: StoredEmailFile, ownerId: number): StoredEmailFile {
  const copy = { ...file, id: randomToken().slice(0, 32), ownerId, createdAt: now() };
  db.emailFiles.push(copy);
  return copy;
}

/** "12 KB": a size in bytes as the mailbox shows it. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A stored file as a message names it. */
export const attachmentOfFile = (file: StoredEmailFile): EmailAttachment & { id: string } => ({
  id: file.id,
  fileName: file.fileName,
  type: file.type,
  bytes: file.bytes,
  size: sizeText(file.bytes),
  url: '',
  thumbnail: '',
});

/**
 * Forgets the files of a mailbox no message of it names any more: those `released` (a draft
 * discarded, or saved without a file it had) at once; any other only once a day old, since an upload
 * not yet in a message may belong to a message still being written.
 */
export function dropUnusedFiles(ownerId: number, released: readonly (string | undefined)[] = []): void {
  const used = new Set(
    db.emails.filter((e) => e.ownerId === ownerId).flatMap((e) => e.attachments.map((a) => a.id)),
  );
  const drop = (f: StoredEmailFile) =>
    f.ownerId === ownerId && !used.has(f.id) && (released.includes(f.id) || now() - f.createdAt >= DAY);
  db.emailFiles = db.emailFiles.filter((f) => !drop(f));
}

const DAY = 24 * 60 * 60 * 1000;
