import type { ListQuery } from './common';
import type { CustomerCountry } from './ecommerce';

// The CRM's data (deals, leads, activity, projects) and the aggregate calls of its dashboard
// (GET /api/dashboard/crm/*, additions). Every call takes the dashboard's period as `from` and `to`.

/** A dashboard period: inclusive calendar days, `YYYY-MM-DD`. */
export interface CrmPeriodQuery {
  from: string;
  to: string;
}

/** How a period is cut for a chart: days, 7-day weeks from its first day, or calendar months. */
export type CrmBucketUnit = 'day' | 'week' | 'month';

/** A deal's way through the pipeline, in order; `won` is the end of it. */
export const CRM_DEAL_STAGES = ['prospecting', 'qualification', 'proposal', 'negotiation', 'won'] as const;
export type CrmFunnelStage = (typeof CRM_DEAL_STAGES)[number];
/** Where a deal is now: a stage of the pipeline, or lost (out of it). */
export type CrmDealStage = CrmFunnelStage | 'lost';

/** A sales opportunity with a company. */
export interface CrmDeal {
  id: number;
  /** What is being sold, e.g. "Website redesign". */
  title: string;
  company: string;
  /** The person the deal is with. */
  contact: string;
  /** The sales rep who owns it (a user of the app). */
  owner: string;
  ownerAvatar: string;
  country: CustomerCountry;
  /** 2-letter lowercase. */
  countryCode: string;
  /** US dollars. */
  amount: number;
  stage: CrmDealStage;
  /** The furthest stage it reached (for a lost deal, the one it was lost at). */
  reached: CrmFunnelStage;
  /** `YYYY-MM-DD`. */
  createdDate: string;
  /** When it was won or lost; null while open. */
  closedDate: string | null;
}

export const CRM_LEAD_STAGES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;
export type CrmLeadStage = (typeof CRM_LEAD_STAGES)[number];
export const CRM_LEAD_SOURCES = ['website', 'referral', 'email', 'social', 'event'] as const;
export type CrmLeadSource = (typeof CRM_LEAD_SOURCES)[number];

/** A person who may become a customer. */
export interface CrmLead {
  id: number;
  name: string;
  email: string;
  company: string;
  country: CustomerCountry;
  countryCode: string;
  source: CrmLeadSource;
  stage: CrmLeadStage;
  /** The deal it may bring, US dollars (an estimate). */
  value: number;
  owner: string;
  /** `YYYY-MM-DD`. */
  createdDate: string;
}

export const CRM_ACTIVITY_KINDS = ['call', 'email', 'meeting', 'note', 'dealCreated', 'dealWon'] as const;
export type CrmActivityKind = (typeof CRM_ACTIVITY_KINDS)[number];

/** Something a sales rep did, or a deal event; the screens word it from its kind. */
export interface CrmActivity {
  id: number;
  kind: CrmActivityKind;
  /** ISO date-time. */
  at: string;
  owner: string;
  ownerAvatar: string;
  contact: string;
  company: string;
  dealId: number;
  dealTitle: string;
  /** The deal's amount (US dollars), for the deal events. */
  amount: number;
}

/** Work delivered for a won deal. */
export interface CrmProject {
  id: number;
  dealId: number;
  name: string;
  company: string;
  owner: string;
  ownerAvatar: string;
  /** `YYYY-MM-DD`: the day the deal was won. */
  startDate: string;
  dueDate: string;
  /** 0 to 100. */
  progress: number;
}

/** GET /api/dashboard/crm/customers: companies with a won deal. */
export interface CrmCustomersResponse {
  /** Customers by the end of the period. */
  total: number;
  /** Won for the first time in the period. */
  new: number;
  /** New in the period of the same length just before. */
  previousNew: number;
  /** The newest of the period's new customers (up to 5), newest first. */
  latest: { company: string; country: CustomerCountry; countryCode: string; since: string }[];
}

/** A slice of a period (the first and last clipped to it). */
export interface CrmRevenueBucket {
  from: string;
  to: string;
  /** Won in the slice, US dollars. */
  amount: number;
  deals: number;
}

/** GET /api/dashboard/crm/revenue: won deals over the period, and the period before. */
export interface CrmRevenueResponse {
  unit: CrmBucketUnit;
  buckets: CrmRevenueBucket[];
  total: number;
  previousTotal: number;
}

/** GET /api/dashboard/crm/funnel: the deals opened in the period, by the stages they reached. */
export interface CrmFunnelResponse {
  stages: { stage: CrmFunnelStage; deals: number; amount: number }[];
  /** Of those deals, how many were lost. */
  lost: number;
}

export interface CrmCountrySales {
  country: CustomerCountry;
  countryCode: string;
  /** Won in the period, US dollars. */
  amount: number;
  previousAmount: number;
  deals: number;
}

/** GET /api/dashboard/crm/countries: won deals by country, largest first. */
export interface CrmCountriesResponse {
  countries: CrmCountrySales[];
  total: number;
}

/** GET /api/dashboard/crm/projects: projects running at some point of the period. */
export interface CrmProjectsResponse {
  /** The first `limit` (default 6), the soonest due first. */
  projects: CrmProject[];
  total: number;
  /** Mean progress of all of them, 0 to 100 (0 when none). */
  averageProgress: number;
}

/** GET /api/dashboard/crm/activity: newest first. */
export interface CrmActivityResponse {
  activities: CrmActivity[];
  total: number;
}

export const CRM_LEAD_SORT_KEYS = ['name', 'company', 'stage', 'value', 'createdDate'] as const;

/** GET /api/dashboard/crm/leads: the leads created in the period; q matches name, email or company. */
export interface CrmLeadListQuery extends ListQuery, CrmPeriodQuery {
  stage?: CrmLeadStage;
}

export interface CrmLeadListResponse {
  leads: CrmLead[];
  total: number;
  /** Leads of the period by stage (before the q and stage filters). */
  byStage: Record<CrmLeadStage, number>;
}
