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

/** The help center's address; its articles are below it. */
export const HELP_CENTER_PATH = '/front-pages/help-center';

export const articlePath = (slug: string) => `${HELP_CENTER_PATH}/article/${encodeURIComponent(slug)}`;

/** The slug of the article at `pathname` (its last segment, decoded; empty if it is not one). */
export function articleSlugOf(pathname: string): string {
  const match = /^\/front-pages\/help-center\/article\/([^/]+)\/?$/.exec(pathname);
  if (!match) return '';
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1];
  }
}
