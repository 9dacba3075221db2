import { http, HttpResponse } from 'msw';
import type { FrontPricingResponse } from '@atrium/contracts';
import { api } from '../../lib/responses';
import { FRONT_PRICING_PLANS, PLAN_FEATURE_KEYS } from './pricingPlans';

/** GET /api/front/pricing-plans (addition) — the plans, monthly and yearly prices, and their features. */
export const getPricingPlans = http.get(api('/api/front/pricing-plans'), () =>
  HttpResponse.json<FrontPricingResponse>({ plans: FRONT_PRICING_PLANS, features: PLAN_FEATURE_KEYS }),
);
