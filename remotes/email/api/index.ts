import type { ApiModule } from '@atrium/mocks/apiModule';
import { EMAIL_LIST, listEmails } from './listEmails';
import { updateEmails } from './updateEmails';
import { listEmailContacts } from './listEmailContacts';
import { discardDraft, sendEmail } from './sendEmail';
import { dropMailboxOf } from './mailbox';

/** The email area's API: each user's own mailbox, drafts and sending. */
export const api: ApiModule = {
  area: 'email',
  prefixes: ['/api/apps/email'],
  lists: [EMAIL_LIST],
  handlers: [sendEmail, discardDraft, listEmails, updateEmails, listEmailContacts],
  forgetUser: dropMailboxOf,
};
