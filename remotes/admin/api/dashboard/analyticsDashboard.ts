import { http, HttpResponse } from 'msw';
import {
  REVENUE_PERIOD_MAX_DAYS,
  REVENUE_PERIODS,
  type AnalyticsCountriesResponse,
  type AnalyticsEarningsResponse,
  type AnalyticsRevenueResponse,
  type AnalyticsSalesOverviewResponse,
  type AnalyticsSessionsResponse,
  type AnalyticsSupportResponse,
  type RevenuePeriod,
} from '@atrium/contracts';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { parseDateRange } from '@atrium/mocks/lib/aggregateQuery';
import { rangeDays, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import {
  countriesReport,
  earningsReport,
  revenueReport,
  salesOverview,
  sessionsReport,
  supportReport,
} from './analyticsAggregates';

type RangeAnswer = (range: IsoDateRange, params: URLSearchParams) => Response | Promise<Response>;

/** A GET call of the analytics dashboard: read Analytics, then a valid from/to (400 otherwise). */
const rangeCall = (path: string, answer: RangeAnswer) =>
  http.get(
    api(`/api/dashboard/analytics/${path}`),
    authorized({ action: 'read', subject: 'Analytics' }, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const parsed = parseDateRange(params);
      return 'error' in parsed ? parsed.error : answer(parsed.range, params);
    }),
  );

/** GET /api/dashboard/analytics/sessions — from, to. */
export const getAnalyticsSessions = rangeCall('sessions', (range) =>
  HttpResponse.json<AnalyticsSessionsResponse>(sessionsReport(range, now())),
);

/** GET /api/dashboard/analytics/sales-overview — from, to. */
export const getAnalyticsSalesOverview = rangeCall('sales-overview', async (range) =>
  HttpResponse.json<AnalyticsSalesOverviewResponse>(await salesOverview(range, now())),
);

/** GET /api/dashboard/analytics/revenue — from, to, period (day | week | month; default by length). */
export const getAnalyticsRevenue = rangeCall('revenue', async (range, params) => {
  const period = params.get('period');
  if (period !== null && !(REVENUE_PERIODS as readonly string[]).includes(period)) {
    return jsonError(400, 'period is one of day, week, month');
  }
  const chosen = (period ?? undefined) as RevenuePeriod | undefined;
  if (chosen && rangeDays(range) > REVENUE_PERIOD_MAX_DAYS[chosen]) {
    return jsonError(400, `A ${chosen} period covers at most ${REVENUE_PERIOD_MAX_DAYS[chosen]} days`);
  }
  return HttpResponse.json<AnalyticsRevenueResponse>(await revenueReport(range, chosen));
});

/** GET /api/dashboard/analytics/earnings — from, to. */
export const getAnalyticsEarnings = rangeCall('earnings', async (range) =>
  HttpResponse.json<AnalyticsEarningsResponse>(await earningsReport(range)),
);

/** GET /api/dashboard/analytics/support — from, to. */
export const getAnalyticsSupport = rangeCall('support', (range) =>
  HttpResponse.json<AnalyticsSupportResponse>(supportReport(range, now())),
);

/** GET /api/dashboard/analytics/countries — from, to. */
export const getAnalyticsCountries = rangeCall('countries', async (range) =>
  HttpResponse.json<AnalyticsCountriesResponse>(await countriesReport(range)),
);

/** The analytics dashboard's aggregate calls (the projects list is the spec's own call). */
export const analyticsDashboardHandlers = [
  getAnalyticsSessions,
  getAnalyticsSalesOverview,
  getAnalyticsRevenue,
  getAnalyticsEarnings,
  getAnalyticsSupport,
  getAnalyticsCountries,
];
