import type { HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import { server, listenUntilReady } from '../../node';

// The help center is public: its calls need no session.
const get = async <T>(path: string) => (await (await fetch(`http://localhost/api/pages${path}`)).json()) as T;

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
});
