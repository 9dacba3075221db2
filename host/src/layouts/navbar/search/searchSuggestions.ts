import type { SearchGroup } from '@atrium/contracts';

/** What the search offers before anything is typed: popular screens, grouped like results. */
export const SEARCH_SUGGESTIONS: SearchGroup[] = [
  {
    title: 'Popular searches',
    category: 'appsPages',
    children: [
      { title: 'eCommerce products', icon: 'shopping-cart', url: '/apps/ecommerce/product/list' },
      { title: 'Invoice list', icon: 'file-dollar', url: '/apps/invoice/list' },
      { title: 'User list', icon: 'users', url: '/apps/user/list' },
      { title: 'Email', icon: 'mail', url: '/apps/email' },
    ],
  },
  {
    title: 'Apps',
    category: 'appsPages',
    children: [
      { title: 'Chat', icon: 'message-circle', url: '/apps/chat' },
      { title: 'My courses', icon: 'book', url: '/apps/academy/my-course' },
      { title: 'Access control', icon: 'shield-lock', url: '/access-control' },
      { title: 'My dashboard', icon: 'smart-home', url: '/apps/user/dashboard' },
    ],
  },
];

/**
 * Keeps only the results the user may open (`allowed(url)`), drops groups left empty, and caps each
 * group (the API caps at 5 already; this also holds for suggestions).
 */
export function visibleGroups(
  groups: SearchGroup[],
  allowed: (url: string) => boolean,
  cap = 5,
): SearchGroup[] {
  return groups
    .map((g) => ({ ...g, children: g.children.filter((c) => allowed(c.url)).slice(0, cap) }))
    .filter((g) => g.children.length > 0);
}
