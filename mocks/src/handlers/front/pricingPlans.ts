import type { FrontPricingPlan } from '@atrium/contracts';

/** What a year saves against twelve months (20 %), as on the app's pricing page. */
const YEARLY_DISCOUNT = 0.2;

const plan = (
  id: FrontPricingPlan['id'],
  monthly: number,
  features: string[],
  popular = false,
): FrontPricingPlan => ({
  id,
  monthly,
  yearly: Math.round(monthly * 12 * (1 - YEARLY_DISCOUNT)),
  popular,
  features,
});

/** Every feature, in the comparison table's order; each plan includes the previous plan's. */
export const PLAN_FEATURE_KEYS = ['users', 'storage', 'support', 'teamRoles', 'auditLog', 'sso'];

/** The plans the front pages offer (the same prices as the app's pricing page). */
export const FRONT_PRICING_PLANS: FrontPricingPlan[] = [
  plan('basic', 0, ['users', 'storage']),
  plan('team', 49, ['users', 'storage', 'support', 'teamRoles'], true),
  plan('company', 99, ['users', 'storage', 'support', 'teamRoles', 'auditLog']),
  plan('enterprise', 199, PLAN_FEATURE_KEYS),
];
