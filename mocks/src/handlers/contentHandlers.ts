import type { RequestHandler } from 'msw';
import { getHelpCenter, getHelpCenterArticle } from './front/getHelpCenter';
import { getPricingPlans } from './front/getPricingPlans';

/**
 * The front pages' published content: read-only answers from fixed sample data, with no stored data,
 * schemas or session behind them. The pages that only read it (help center, its articles, pricing)
 * start a mock API of these alone (see browserContent.ts).
 */
export const contentHandlers: RequestHandler[] = [getHelpCenter, getHelpCenterArticle, getPricingPlans];
