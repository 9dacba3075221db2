import type { HttpResponseResolver } from 'msw';
import type { Order } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError } from '@atrium/mocks/lib/responses';
import { authorized, can } from '@atrium/mocks/lib/authorize';
import { parseDateRange } from '@atrium/mocks/lib/aggregateQuery';
import { inRange, isoDay, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { orderPlacedAt } from '@atrium/contracts';

// The e-commerce dashboard's aggregates are tallies of the orders (tallyQuery.ts: sums in SQL on the
// server), the very rows the order list reads and an order's deletion removes, with the lines, totals
// and addresses each order stores: a figure and the list it summarises cannot disagree.

/** The path of an e-commerce dashboard call. */
export const dashboardPath = (name: string) => api(`/api/dashboard/ecommerce/${name}`);

/**
 * A dashboard call: needs `read Order` (and `read` on `alsoReads`, for a figure about products or
 * customers), then a valid `from`/`to` period (400 with a message otherwise).
 */
export function dashboardCall(
  answer: (range: IsoDateRange, params: URLSearchParams) => Response | Promise<Response>,
  alsoReads?: 'Product' | 'Customer',
): HttpResponseResolver {
  return authorized({ action: 'read', subject: 'Order' }, ({ request, account }) => {
    if (alsoReads && !can(account, 'read', alsoReads)) return jsonError(403, `You may not read ${alsoReads}`);
    const params = new URL(request.url).searchParams;
    const parsed = parseDateRange(params);
    return 'error' in parsed ? parsed.error : answer(parsed.range, params);
  });
}

/** The day an order was placed, `YYYY-MM-DD`. */
export const orderDay = (order: Order) => isoDay(orderPlacedAt(order));

/** The orders placed in the range, in the list's order. */
export const ordersIn = (range: IsoDateRange) => db.orders.filter((o) => inRange(orderDay(o), range));

/** Money to the cent (sums of floating amounts drift). */
export const cents = (amount: number) => Math.round(amount * 100) / 100;
