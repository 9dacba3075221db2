import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EmailListQuery, EmailListResponse } from '@atrium/contracts';
import { emailKeys } from './emailKeys';

/** Emails fetched at a time: a long folder loads more as asked. */
export const EMAILS_PER_PAGE = 50;

export function getEmails(query: EmailListQuery, signal?: AbortSignal) {
  return api<EmailListResponse>('/api/apps/email', { query: { ...query }, signal });
}

/** The pages fetched so far, as one list with the newest sidebar counts. */
export function flattenPages(
  data: InfiniteData<EmailListResponse> | undefined,
): EmailListResponse | undefined {
  if (!data || data.pages.length === 0) return undefined;
  const last = data.pages[data.pages.length - 1];
  return { emails: data.pages.flatMap((p) => p.emails), emailsMeta: last.emailsMeta, total: last.total };
}

/**
 * GET /api/apps/email for a folder or view (`filter`), a label and a search, a page at a time: the
 * emails, the sidebar counts and the view's total.
 */
export function useEmails(query: EmailListQuery) {
  return useInfiniteQuery({
    queryKey: emailKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      getEmails({ ...query, page: pageParam, perPage: EMAILS_PER_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.reduce((n, p) => n + p.emails.length, 0) < (last.total ?? 0) ? all.length + 1 : undefined,
    placeholderData: keepPreviousData,
    select: flattenPages,
  });
}
