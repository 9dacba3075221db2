import type { EmailContactsQuery, EmailListQuery } from '@atrium/contracts';

/** Query keys of the mailbox feature, in one place so invalidation cannot miss. */
export const emailKeys = {
  all: ['email', 'emails'] as const,
  lists: ['email', 'emails', 'list'] as const,
  list: (query: EmailListQuery) => [...emailKeys.lists, query] as const,
  // Under `all`: a reply sent, or a message trashed, reloads the open conversation too.
  threads: ['email', 'emails', 'thread'] as const,
  thread: (id: number) => [...emailKeys.threads, id] as const,
  // Apart from the lists: a draft saved while typing reloads every list, never the suggestions.
  contactsAll: ['email', 'contacts'] as const,
  contacts: (query: EmailContactsQuery) => [...emailKeys.contactsAll, query] as const,
};
