import { http, HttpResponse } from 'msw';
import type { CrmCustomersResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { isoDay, previousRange, type IsoDateRange } from '@atrium/mocks/lib/isoDays';
import { dayAt, tally } from '@atrium/mocks/lib/tallyQuery';
import { crmCall, crmPath } from './crmQuery';
import { firstWinTally } from './crmTallies';

type Customer = CrmCustomersResponse['latest'][number];

/** Each company's first win: the day it became a customer (a minimum the tally port computes). */
async function firstWins(): Promise<{ company: string; since: string }[]> {
  return (await tally(firstWinTally())).flatMap(({ group, figures }) =>
    group === null || Number.isNaN(figures.since)
      ? []
      : [{ company: group, since: isoDay(new Date(figures.since)) }],
  );
}

/** Where a customer is: the country of the deal that made it one (the first in the list won that day). */
function customerOf({ company, since }: { company: string; since: string }): Customer {
  const deal = db.crm.deals.find(
    (d) => d.company === company && d.stage === 'won' && dayAt(d, 'closedDate') === since,
  );
  return { company, country: deal!.country, countryCode: deal!.countryCode, since };
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
  crmCall(async (range) => {
    const customers = await firstWins();
    const days = customers.map((c) => c.since);
    return HttpResponse.json<CrmCustomersResponse>({
      total: count(days, (day) => day <= range.to),
      new: count(days, within(range)),
      previousNew: count(days, within(previousRange(range))),
      latest: customers
        .filter((c) => within(range)(c.since))
        .sort((a, b) => b.since.localeCompare(a.since) || a.company.localeCompare(b.company))
        .slice(0, 5)
        .map(customerOf),
    });
  }),
);
