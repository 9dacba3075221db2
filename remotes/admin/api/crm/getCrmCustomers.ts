import { http, HttpResponse } from 'msw';
import type { CrmCustomersResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { crmCall, crmPath } from './crmQuery';

type Customer = CrmCustomersResponse['latest'][number];

/** Each company's first win: the day it became a customer (and where it is). */
function firstWins(): Map<string, Customer> {
  const first = new Map<string, Customer>();
  for (const d of db.crm.deals) {
    if (d.stage !== 'won' || !d.closedDate) continue;
    const seen = first.get(d.company);
    if (!seen || d.closedDate < seen.since)
      first.set(d.company, {
        company: d.company,
        country: d.country,
        countryCode: d.countryCode,
        since: d.closedDate,
      });
  }
  return first;
}

const count = (days: Iterable<string>, test: (day: string) => boolean) => {
  let n = 0;
  for (const day of days) if (test(day)) n++;
  return n;
};
const within = (range: IsoDateRange) => (day: string) => day >= range.from && day <= range.to;

/** GET /api/dashboard/crm/customers (addition) — companies with a won deal: by the end of the period, new in it (the newest five listed) and in the one before. */
export const getCrmCustomers = http.get(
  crmPath('customers'),
  crmCall((range) => {
    const customers = [...firstWins().values()];
    const days = customers.map((c) => c.since);
    return HttpResponse.json<CrmCustomersResponse>({
      total: count(days, (day) => day <= range.to),
      new: count(days, within(range)),
      previousNew: count(days, within(previousRange(range))),
      latest: customers
        .filter((c) => within(range)(c.since))
        .sort((a, b) => b.since.localeCompare(a.since) || a.company.localeCompare(b.company))
        .slice(0, 5),
    });
  }),
);
