import type { Email, User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import type { StoredEmail } from './data/emails';

/**
 * Whose mail is whose: every email belongs to one user's mailbox (`ownerId`), and every email call
 * reads and changes the caller's own. Another user's email is as unknown as one that never was.
 */

/** The caller's mailbox. */
export const mailboxOf = (account: User): StoredEmail[] => db.emails.filter((e) => e.ownerId === account.id);

/** One email of the caller's mailbox, or undefined. */
export const ownEmail = (account: User, id: number | undefined): StoredEmail | undefined =>
  db.emails.find((e) => e.id === id && e.ownerId === account.id);

/** A new email's id: one past the largest of anyone's. */
export const nextEmailId = () => Math.max(0, ...db.emails.map((e) => e.id)) + 1;

/** An email as answered: without its owner (nor the copies older data kept in `replies`). */
export function shownEmail(email: Email | StoredEmail): Email {
  const { ownerId: _ownerId, ...rest } = email as StoredEmail;
  return { ...rest, replies: [] };
}

/** Forgets a user's mailbox and its files (for when the user is deleted). */
export function dropMailboxOf(userId: number): void {
  db.emails = db.emails.filter((e) => e.ownerId !== userId);
  db.emailFiles = db.emailFiles.filter((f) => f.ownerId !== userId);
}
