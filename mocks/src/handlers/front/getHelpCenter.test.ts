import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import { server, listenUntilReady } from '../../node';

// The help center is public: its calls need no session.
const get = async <T>(path: string, language?: string) =>
  (await (
    await fetch(`http://localhost/api/pages${path}`, {
      headers: language ? { 'Accept-Language': language } : {},
    })
  ).json()) as T;

/** Every text of the help center as a visitor reads it (not its slugs, icons or pictures). */
const textsOf = (center: HelpCenterResponse, article: HelpCenterArticle): string[] => [
  ...[...center.popularArticles, ...center.keepLearning].flatMap((c) => [c.title, c.subtitle]),
  ...center.allArticles.flatMap((c) => [c.title, ...c.articles.map((a) => a.title)]),
  article.title,
  article.lastUpdated,
  article.productContent,
  article.checkoutContent,
  ...article.articleList,
];

describe('the help center', () => {
  beforeAll(() => listenUntilReady());
  afterAll(() => server.close());

  it('answers the help center and its article, without a session', async () => {
    const center = await get<HelpCenterResponse>('/help-center');
    expect(center.popularArticles.length).toBeGreaterThan(0);
    expect(center.allArticles.every((c) => c.articles.length > 0)).toBe(true);
    expect(center.keepLearning.length).toBeGreaterThan(0);
    const article = await get<HelpCenterArticle>('/help-center/article');
    expect(article.title).toBe('How to add product in cart?');
    expect(article.productContent).toContain('<p');
  });

  it.each(['fr', 'ar'])('answers every text in %s, with the same slugs as in English', async (language) => {
    const english = await get<HelpCenterResponse>('/help-center');
    const center = await get<HelpCenterResponse>('/help-center', language);
    const article = await get<HelpCenterArticle>('/help-center/article', language);
    const englishTexts = new Set(textsOf(english, await get<HelpCenterArticle>('/help-center/article')));
    // Only names of products stay as they are (Elementor, Envato Elements, WordPress appear inside).
    expect(textsOf(center, article).filter((text) => englishTexts.has(text))).toEqual([]);
    const slugs = (c: HelpCenterResponse) => c.allArticles.flatMap((g) => g.articles.map((a) => a.slug));
    expect(slugs(center)).toEqual(slugs(english));
  });
});
