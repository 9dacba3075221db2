import type { ApiModule } from '@atrium/mocks/apiModule';
import { EMAIL_LIST, listEmails } from './listEmails';
import { updateEmails } from './updateEmails';
import { listEmailContacts } from './listEmailContacts';
import { discardDraft, sendEmail } from './sendEmail';
import { dropMailboxOf } from './mailbox';
import { getThread } from './getThread';
import { uploadAttachment } from './files/uploadAttachment';
import { getAttachment } from './files/getAttachment';

/** The email area's API: each user's own mailbox, its conversations and files, drafts and sending. */
export const api: ApiModule = {
  area: 'email',
  prefixes: ['/api/apps/email'],
  lists: [EMAIL_LIST],
  handlers: [
    sendEmail,
    discardDraft,
    listEmails,
    updateEmails,
    listEmailContacts,
    uploadAttachment,
    getAttachment,
    getThread,
  ],
  forgetUser: dropMailboxOf,
};
