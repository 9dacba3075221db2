import { http, HttpResponse } from 'msw';
import type { EcommercePeriodFigures, EcommerceSummaryResponse } from '@atrium/contracts';
import { tallyOne, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import { previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { cents, dashboardCall, dashboardPath } from './dashboardQuery';
import { placedOnDays } from './data/orders';

/** The period's orders, revenue and customers, and the units of their lines: two tallies. */
export function summaryTallies(range: IsoDateRange): [TallyRequest, TallyRequest] {
  const where = [placedOnDays(range)];
  return [
    {
      collection: 'orders',
      where,
      measures: {
        orders: { kind: 'count' },
        revenueCents: { kind: 'sumCents', path: 'spent', valueKind: 'number' },
        customers: { kind: 'distinct', path: 'email' },
      },
    },
    // A line's quantity in "cents" is a hundred times it: exact, divided back below.
    {
      collection: 'orders',
      where,
      each: 'items',
      measures: { units: { kind: 'sumCents', path: 'qty', valueKind: 'number' } },
    },
  ];
}

async function figures(range: IsoDateRange): Promise<EcommercePeriodFigures> {
  const [orderTally, lineTally] = summaryTallies(range);
  const [{ orders, revenueCents, customers }, { units }] = await Promise.all([
    tallyOne(orderTally),
    tallyOne(lineTally),
  ]);
  const revenue = revenueCents / 100;
  return {
    revenue,
    orders,
    averageOrder: orders ? cents(revenue / orders) : 0,
    customers,
    itemsSold: units / 100,
  };
}

/** GET /api/dashboard/ecommerce/summary (addition) — revenue, orders, average order, customers and items sold in the period and in the one before. */
export const getDashboardSummary = http.get(
  dashboardPath('summary'),
  dashboardCall(async (range) => {
    const [current, previous] = await Promise.all([figures(range), figures(previousRange(range))]);
    return HttpResponse.json<EcommerceSummaryResponse>({ current, previous });
  }),
);
