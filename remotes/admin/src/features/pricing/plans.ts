import type { UserPlan } from '@atrium/contracts';

/** What a year saves against twelve months (20 %). */
export const ANNUAL_DISCOUNT = 0.2;

/** Monthly price in US dollars; the annual price is twelve months less the discount. */
export const PLAN_PRICES: Record<UserPlan, { monthly: number }> = {
  basic: { monthly: 0 },
  team: { monthly: 49 },
  company: { monthly: 99 },
  enterprise: { monthly: 199 },
};

/** Feature keys (under pricing.features) each plan includes; each plan includes the previous plan's. */
export const PLAN_FEATURES: Record<UserPlan, string[]> = {
  basic: ['users5', 'storage10', 'basicSupport'],
  team: ['users25', 'storage100', 'prioritySupport', 'teamRoles'],
  company: ['users100', 'storage1000', 'phoneSupport', 'teamRoles', 'auditLog'],
  enterprise: ['usersUnlimited', 'storageUnlimited', 'dedicatedManager', 'teamRoles', 'auditLog', 'sso'],
};

/** The plan highlighted as the popular choice. */
export const POPULAR_PLAN: UserPlan = 'team';

export type BillingPeriod = 'monthly' | 'annual';

/** Price per month for the period (annual: discounted), and the yearly total. */
export function planPrice(plan: UserPlan, period: BillingPeriod) {
  const { monthly } = PLAN_PRICES[plan];
  if (period === 'monthly') return { perMonth: monthly, perYear: monthly * 12 };
  const perYear = Math.round(monthly * 12 * (1 - ANNUAL_DISCOUNT));
  return { perMonth: Math.round((perYear / 12) * 100) / 100, perYear };
}
