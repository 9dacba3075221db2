import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, useContentLanguage } from '@atrium/platform';
import type { FaqQuery, FaqResponse } from '@atrium/contracts';

export const faqKeys = {
  all: ['admin', 'faq'] as const,
  /** By language too: the API words the FAQ in the page's language. */
  list: (query: FaqQuery, language: string) => [...faqKeys.all, language, query] as const,
};

export function getFaq(query: FaqQuery, signal?: AbortSignal) {
  return api<FaqResponse>('/api/pages/faq', { query: { ...query }, signal });
}

/** GET /api/pages/faq?q=: the groups with the questions that match. */
export function useFaq(query: FaqQuery) {
  return useQuery({
    queryKey: faqKeys.list(query, useContentLanguage()),
    queryFn: ({ signal }) => getFaq(query, signal),
    placeholderData: keepPreviousData,
  });
}
