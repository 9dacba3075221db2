import type { FrontPricingResponse } from '@atrium/contracts';
import { server, listenUntilReady } from '../../node';

beforeAll(() => listenUntilReady());
afterAll(() => server.close());

test('answers the four plans, the yearly price discounted, to anyone', async () => {
  const res = await fetch('http://localhost/api/front/pricing-plans');
  expect(res.status).toBe(200);
  const { plans, features } = (await res.json()) as FrontPricingResponse;
  expect(plans.map((p) => p.id)).toEqual(['basic', 'team', 'company', 'enterprise']);
  expect(plans.find((p) => p.id === 'team')).toMatchObject({ monthly: 49, yearly: 470, popular: true });
  for (const p of plans) for (const f of p.features) expect(features).toContain(f);
});
