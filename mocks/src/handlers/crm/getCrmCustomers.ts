import { http, HttpResponse } from 'msw';
import type { CrmCustomersResponse } from '@atrium/contracts';
import { db } from '../../db';
import { previousRange, type IsoDateRange } from '../../lib/isoDays';
import { crmCall, crmPath } from './crmQuery';

/** Each company's first win: the day it became a customer. */
function firstWins(): Map<string, string> {
  const first = new Map<string, string>();
  for (const d of db.crm.deals) {
    if (d.stage !== 'won' || !d.closedDate) continue;
    const seen = first.get(d.company);
    if (!seen || d.closedDate < seen) first.set(d.company, d.closedDate);
  }
  return first;
}

const count = (days: Iterable<string>, test: (day: string) => boolean) => {
  let n = 0;
  for (const day of days) if (test(day)) n++;
  return n;
};
const within = (range: IsoDateRange) => (day: string) => day >= range.from && day <= range.to;

/** GET /api/dashboard/crm/customers (addition) — companies with a won deal: by the end of the period, new in it and in the one before. */
export const getCrmCustomers = http.get(
  crmPath('customers'),
  crmCall((range) => {
    const days = [...firstWins().values()];
    return HttpResponse.json<CrmCustomersResponse>({
      total: count(days, (day) => day <= range.to),
      new: count(days, within(range)),
      previousNew: count(days, within(previousRange(range))),
    });
  }),
);
