import type { EmailListQuery } from '@atrium/contracts';

/** Query keys of the mailbox feature, in one place so invalidation cannot miss. */
export const emailKeys = {
  all: ['email', 'emails'] as const,
  list: (query: EmailListQuery) => [...emailKeys.all, 'list', query] as const,
};
