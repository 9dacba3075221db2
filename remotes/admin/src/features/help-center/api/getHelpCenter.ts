import { useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';

export const helpCenterKeys = {
  all: ['admin', 'help-center'] as const,
  home: () => [...helpCenterKeys.all, 'home'] as const,
  article: () => [...helpCenterKeys.all, 'article'] as const,
};

/** GET /api/pages/help-center: popular articles, every category's articles, keep learning. */
export function useHelpCenter() {
  return useQuery({
    queryKey: helpCenterKeys.home(),
    queryFn: ({ signal }) => api<HelpCenterResponse>('/api/pages/help-center', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/pages/help-center/article: the article (the sample API has one). */
export function useHelpArticle() {
  return useQuery({
    queryKey: helpCenterKeys.article(),
    queryFn: ({ signal }) => api<HelpCenterArticle>('/api/pages/help-center/article', { signal }),
    staleTime: 5 * 60_000,
  });
}
