import { setupServer } from 'msw/node';
import type { FrontPricingResponse, HelpCenterArticle, HelpCenterResponse } from '@atrium/contracts';
import { contentHandlers } from './contentHandlers';

// The content pages start a mock API of these handlers alone: each call those pages make is answered,
// for a visitor (no token), without the rest of the API behind it.
const server = setupServer(...contentHandlers);

describe('the published content’s part of the mock API', () => {
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  const get = async <T>(path: string) => {
    const res = await fetch(`http://localhost${path}`);
    return { status: res.status, body: (await res.json()) as T };
  };

  it('answers the help center, an article and the pricing plans to a visitor', async () => {
    const help = await get<HelpCenterResponse>('/api/pages/help-center');
    expect(help.status).toBe(200);
    expect(help.body.allArticles.length).toBeGreaterThan(0);
    const article = await get<HelpCenterArticle>('/api/pages/help-center/article');
    expect(article.status).toBe(200);
    expect(article.body.title).toBeTruthy();
    const pricing = await get<FrontPricingResponse>('/api/front/pricing-plans');
    expect(pricing.status).toBe(200);
    expect(pricing.body.plans.length).toBeGreaterThan(0);
  });
});
