import { areaTables, list } from '@atrium/mocks/collections';
import { buildEmails } from './data/emails';

/** The email area's collection: every user's mail, each carrying its owner's user id. */
export const tables = areaTables({
  area: 'email',
  collections: {
    emails: list(buildEmails),
  },
});
