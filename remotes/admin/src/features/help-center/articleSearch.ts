import type { HelpCenterCategory } from '@atrium/contracts';

/** The categories with only the articles whose title contains `query` (any case); empty ones dropped. */
export function searchArticles(categories: HelpCenterCategory[], query: string): HelpCenterCategory[] {
  const q = query.trim().toLowerCase();
  if (!q) return categories;
  return categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter((a) => a.title.toLowerCase().includes(q)),
    }))
    .filter((category) => category.articles.length > 0);
}

/** The category an article belongs to, by its slug. */
export function categoryOf(categories: HelpCenterCategory[], slug: string) {
  return categories.find((c) => c.articles.some((a) => a.slug === slug));
}

export const articlePath = (slug: string) => `/front-pages/help-center/article/${encodeURIComponent(slug)}`;
