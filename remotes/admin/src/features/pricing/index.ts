// The pricing feature's public face: what the other features of the area (account billing, a user's
// plan) use.
export { PLAN_PRICES } from './plans';
export { PlanFeatureList } from './components/PlanFeatureList';
export { ANNUAL_DISCOUNT, POPULAR_PLAN, type BillingPeriod } from './plans';
export { PlanCard } from './components/PlanCard';
