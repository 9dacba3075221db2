import { areaTables, list } from '@atrium/mocks/collections';
import { buildEmails } from './data/emails';
import { buildEmailFiles } from './data/emailFiles';
import { upgradeAttachments, upgradeThreads } from './upgradeMailboxes';

/**
 * The email area's collections: every user's mail, each message carrying its owner's user id, and
 * the files attached to it (files/fileStore.ts), each its mailbox's.
 */
export const tables = areaTables({
  area: 'email',
  collections: {
    emails: list(buildEmails),
    emailFiles: list(buildEmailFiles),
  },
  /**
   * Messages carry their thread (before, a reply kept copies of what it answered), and a file sent
   * as a data URL is kept in the file store, served to its owner.
   */
  upgrade(data) {
    const changed: string[] = [];
    if (upgradeThreads(data)) changed.push('emails: threads from the copies replies kept');
    if (upgradeAttachments(data)) changed.push('emails: attachments kept as data URLs moved to emailFiles');
    return changed;
  },
});
