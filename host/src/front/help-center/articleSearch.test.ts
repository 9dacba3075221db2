/** @jest-environment node */
import type { HelpCenterCategory } from '@atrium/contracts';
import { articlePath, articleSlugOf, categoryOf, searchArticles } from './articleSearch';

const categories: HelpCenterCategory[] = [
  {
    title: 'Buying',
    icon: 'shopping-cart',
    articles: [
      { title: 'How do refunds work?', slug: 'how-do-refunds-work' },
      { title: 'Can I Get A Refund?', slug: 'can-i-get-a-refund' },
    ],
  },
  { title: 'Licenses', icon: 'file-text', articles: [{ title: 'How do licenses work?', slug: 'licenses' }] },
];

test('keeps the articles whose title contains the words, in any case, and drops empty topics', () => {
  expect(searchArticles(categories, '  REFUND ')).toEqual([
    { ...categories[0], articles: categories[0].articles },
  ]);
  expect(searchArticles(categories, 'work').map((c) => c.articles.map((a) => a.slug))).toEqual([
    ['how-do-refunds-work'],
    ['licenses'],
  ]);
  expect(searchArticles(categories, 'nothing like this')).toEqual([]);
  expect(searchArticles(categories, '')).toBe(categories);
});

test("finds an article's topic, and builds its address", () => {
  expect(categoryOf(categories, 'licenses')?.title).toBe('Licenses');
  expect(categoryOf(categories, 'unknown')).toBeUndefined();
  expect(articlePath('a b/c')).toBe('/front-pages/help-center/article/a%20b%2Fc');
});

test("reads an article's slug from its address, decoded, and nothing from another address", () => {
  expect(articleSlugOf('/front-pages/help-center/article/how-do-refunds-work')).toBe('how-do-refunds-work');
  expect(articleSlugOf('/front-pages/help-center/article/caf%C3%A9/')).toBe('café');
  expect(articleSlugOf('/front-pages/help-center/article/%E0%A4%A')).toBe('%E0%A4%A');
  expect(articleSlugOf('/front-pages/help-center')).toBe('');
  expect(articleSlugOf('/front-pages/help-center/article/a/b')).toBe('');
});
