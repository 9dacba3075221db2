import { useDeferredValue } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { EmailContactsQuery, EmailContactsResponse } from '@atrium/contracts';
import { emailKeys } from './emailKeys';

/** How many people are suggested at a time: a short list to pick from while typing. */
export const CONTACT_SUGGESTIONS = 8;

export function getEmailContacts(query: EmailContactsQuery, signal?: AbortSignal) {
  return api<EmailContactsResponse>('/api/apps/email/contacts', { query: { ...query }, signal });
}

export const emailContactsOptions = (q: string) =>
  queryOptions({
    queryKey: emailKeys.contacts({ q, limit: CONTACT_SUGGESTIONS }),
    queryFn: ({ signal }) => getEmailContacts({ q, limit: CONTACT_SUGGESTIONS }, signal),
    // People come and go rarely: what was fetched a minute ago is still worth suggesting.
    staleTime: 60_000,
  });

/**
 * GET /api/apps/email/contacts for the text being typed: the people whose name or address matches,
 * by name. The text is deferred, so fast typing renders (and asks) for what it settles on, and the
 * previous suggestions stay shown until the new ones arrive.
 */
export function useContactSuggestions(text: string) {
  const q = useDeferredValue(text.trim());
  return useQuery({ ...emailContactsOptions(q), placeholderData: keepPreviousData });
}
