import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EmailListQuery, EmailListResponse } from '@atrium/contracts';
import { emailKeys } from './emailKeys';

export function getEmails(query: EmailListQuery, signal?: AbortSignal) {
  return api<EmailListResponse>('/api/apps/email', { query: { ...query }, signal });
}

export const emailsQuery = (query: EmailListQuery) =>
  queryOptions({
    queryKey: emailKeys.list(query),
    queryFn: ({ signal }) => getEmails(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/email for a folder or view (`filter`), a label and a search: the emails and the sidebar counts. */
export function useEmails(query: EmailListQuery) {
  return useQuery(emailsQuery(query));
}
