import type { FrontPlanId } from '@atrium/contracts';

export type PaymentPeriod = 'monthly' | 'yearly';

// Types only from the contracts: their schemas (full zod) stay out of a public page.
const PLAN_IDS: readonly FrontPlanId[] = ['basic', 'team', 'company', 'enterprise'];

/** The plan and period the address names (`?plan=company&period=yearly`); else the popular plan, monthly. */
export function paymentChoiceOf(search: string): { plan: FrontPlanId; period: PaymentPeriod } {
  const params = new URLSearchParams(search);
  const plan = params.get('plan');
  return {
    plan: PLAN_IDS.includes(plan as FrontPlanId) ? (plan as FrontPlanId) : 'team',
    period: params.get('period') === 'yearly' ? 'yearly' : 'monthly',
  };
}
