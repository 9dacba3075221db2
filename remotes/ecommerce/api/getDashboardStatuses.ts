import { http, HttpResponse } from 'msw';
import { ORDER_STATUSES, type EcommerceStatusesResponse } from '@atrium/contracts';
import { tallyOne, type TallyRequest } from '@atrium/mocks/lib/tallyQuery';
import type { IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { dashboardCall, dashboardPath } from './dashboardQuery';
import { placedOnDays } from './data/orders';

/** The period's orders and revenue by status, one tally. */
export const statusesTally = (range: IsoDateRange): TallyRequest => ({
  collection: 'orders',
  where: [placedOnDays(range)],
  measures: {
    total: { kind: 'count' },
    ...Object.fromEntries(
      ORDER_STATUSES.flatMap((status, i) => {
        const where = [{ kind: 'is' as const, path: 'status', value: status }];
        return [
          [`orders${i}`, { kind: 'count' as const, where }],
          [`cents${i}`, { kind: 'sumCents' as const, path: 'spent', valueKind: 'number' as const, where }],
        ];
      }),
    ),
  },
});

/** GET /api/dashboard/ecommerce/statuses (addition) — the period's orders by status (each status listed, even at 0). */
export const getDashboardStatuses = http.get(
  dashboardPath('statuses'),
  dashboardCall(async (range) => {
    const figures = await tallyOne(statusesTally(range));
    return HttpResponse.json<EcommerceStatusesResponse>({
      statuses: ORDER_STATUSES.map((status, i) => ({
        status,
        orders: figures[`orders${i}`],
        revenue: figures[`cents${i}`] / 100,
      })),
      total: figures.total,
    });
  }),
);
