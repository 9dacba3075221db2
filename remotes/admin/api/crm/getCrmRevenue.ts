import { http, HttpResponse } from 'msw';
import type { CrmRevenueResponse } from '@atrium/contracts';
import { bucketOf, bucketUnit, previousRange, rangeBuckets } from '@atrium/mocks/lib/isoDays';
import { crmCall, crmPath, wonIn } from './crmQuery';

const sum = (amounts: number[]) => amounts.reduce((s, a) => s + a, 0);

/** GET /api/dashboard/crm/revenue (addition) — won deals of the period by day, week or month, and the total of the period before. */
export const getCrmRevenue = http.get(
  crmPath('revenue'),
  crmCall((range) => {
    const unit = bucketUnit(range);
    const buckets = rangeBuckets(range, unit).map((b) => ({ ...b, amount: 0, deals: 0 }));
    const won = wonIn(range);
    for (const deal of won) {
      const bucket = buckets[bucketOf(buckets, deal.closedDate as string)];
      bucket.amount += deal.amount;
      bucket.deals += 1;
    }
    return HttpResponse.json<CrmRevenueResponse>({
      unit,
      buckets,
      total: sum(won.map((d) => d.amount)),
      previousTotal: sum(wonIn(previousRange(range)).map((d) => d.amount)),
    });
  }),
);
