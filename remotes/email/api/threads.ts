import type { Email, User } from '@atrium/contracts';
import type { StoredEmail } from './data/emails';
import { mailboxOf } from './mailbox';

/**
 * A conversation, as a mailbox holds it: the messages sharing a `threadId`, drafts and trash aside
 * (a draft is not said yet; a message trashed is put away) — but the message one opens is always
 * in it, whatever it is.
 */
const inConversation = (e: StoredEmail) => e.folder !== 'draft' && !e.isDeleted;

/** Oldest first; messages of one minute in the order they were written. */
export const oldestFirst = (a: Email, b: Email) => a.time.localeCompare(b.time) || a.id - b.id;

/** The conversation of one of the caller's emails, oldest first. */
export function threadOf(account: User, email: StoredEmail): StoredEmail[] {
  return mailboxOf(account)
    .filter((e) => e === email || (e.threadId === email.threadId && inConversation(e)))
    .sort(oldestFirst);
}

/**
 * How many messages opening each of `emails` shows (threadOf's length), counted in one pass over
 * the caller's mailbox: a list's page answers its rows' counts without a query per row.
 */
export function threadSizes(account: User, emails: readonly StoredEmail[]): number[] {
  const counts = new Map<number | undefined, number>();
  for (const e of mailboxOf(account)) {
    if (inConversation(e)) counts.set(e.threadId, (counts.get(e.threadId) ?? 0) + 1);
  }
  return emails.map((e) => (counts.get(e.threadId) ?? 0) + (inConversation(e) ? 0 : 1));
}
