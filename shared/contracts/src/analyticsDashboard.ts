import type { CustomerCountry } from './ecommerce';

// The analytics dashboard's aggregate calls (GET /api/dashboard/analytics/*, additions beside the spec's
// projects call). Each takes the dashboard's period as `from` and `to` (inclusive ISO days,
// `YYYY-MM-DD`); a missing or malformed day, or from after to, answers 400 { message }. "Previous" is the
// same figure over the period of the same length just before `from`, so a card can show the change.
// Sales are the e-commerce orders (their `spent`, by the day they were placed), invoices the invoicing
// app's; web sessions and support tickets are sample data of the mock API (there is no source for them).

/** A dashboard period: inclusive calendar days, `YYYY-MM-DD`. */
export interface AnalyticsPeriodQuery {
  from: string;
  to: string;
}

/** A figure over the period and over the period just before it. */
export interface AnalyticsFigure {
  value: number;
  previous: number;
}

/** How a period is cut for a chart: days, 7-day weeks from its first day, or calendar months. */
export type AnalyticsBucketUnit = 'day' | 'week' | 'month';

/** One slice of the period (the first and last clipped to it). */
export interface AnalyticsBucket {
  from: string;
  to: string;
}

export const TRAFFIC_SOURCES = ['direct', 'organic', 'social', 'referral', 'email'] as const;
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number];

/** GET /api/dashboard/analytics/sessions: web sessions in the period. */
export interface AnalyticsSessionsResponse {
  sessions: AnalyticsFigure;
  unit: AnalyticsBucketUnit;
  points: (AnalyticsBucket & { sessions: number })[];
  /** In TRAFFIC_SOURCES order. */
  sources: { source: TrafficSource; sessions: number }[];
}

/** GET /api/dashboard/analytics/sales-overview: what was sold, and to how many visits. */
export interface AnalyticsSalesOverviewResponse {
  /** The orders' total spent. */
  sales: AnalyticsFigure;
  orders: AnalyticsFigure;
  sessions: AnalyticsFigure;
  /** Orders per 100 sessions, two decimals (0 without sessions). */
  conversionRate: number;
  /** Sales / orders, two decimals (0 without orders). */
  averageOrder: number;
}

export const REVENUE_PERIODS = ['day', 'week', 'month'] as const satisfies readonly AnalyticsBucketUnit[];
export type RevenuePeriod = (typeof REVENUE_PERIODS)[number];

/**
 * The longest date range (days) each revenue period may cut: more bars than that say nothing. A longer
 * range with that period answers 400; the period switch offers only what fits.
 */
export const REVENUE_PERIOD_MAX_DAYS: Record<RevenuePeriod, number> = { day: 92, week: 742, month: 3660 };

/** GET /api/dashboard/analytics/revenue?period=day|week|month (default: by the period's length). */
export interface AnalyticsRevenueResponse {
  unit: RevenuePeriod;
  /** Orders' sales plus invoices issued. */
  total: AnalyticsFigure;
  points: (AnalyticsBucket & { sales: number; invoiced: number })[];
}

export const EARNING_SOURCES = ['orders', 'invoicePayments'] as const;
export type EarningSource = (typeof EARNING_SOURCES)[number];

/** GET /api/dashboard/analytics/earnings: money received (orders placed, invoice payments). */
export interface AnalyticsEarningsResponse {
  earnings: AnalyticsFigure;
  /** In EARNING_SOURCES order. */
  sources: { source: EarningSource; amount: number }[];
  /** Earnings by day of the week, Monday first (7 numbers). */
  byWeekday: number[];
}

/** GET /api/dashboard/analytics/support: support tickets opened in the period, as they stand now. */
export interface AnalyticsSupportResponse {
  tickets: AnalyticsFigure;
  /** Not answered yet. */
  newTickets: number;
  /** Answered, not resolved. */
  openTickets: number;
  resolvedTickets: number;
  /** Resolved per 100 tickets, one decimal (0 without tickets). */
  resolvedRate: number;
  /** Mean hours to the first answer of the answered ones, one decimal (0 when none). */
  averageResponseHours: number;
}

/** GET /api/dashboard/analytics/countries: sales by the customer's country, largest first. */
export interface AnalyticsCountriesResponse {
  countries: {
    country: CustomerCountry;
    /** 2-letter lowercase. */
    countryCode: string;
    sales: number;
    orders: number;
    previousSales: number;
  }[];
}
