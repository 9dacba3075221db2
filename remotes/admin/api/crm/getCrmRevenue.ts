import { http, HttpResponse } from 'msw';
import type { CrmRevenueResponse } from '@atrium/contracts';
import { bucketOf, bucketUnit, previousRange, rangeBuckets } from '@atrium/mocks/lib/isoDays';
import { tally, tallyOne } from '@atrium/mocks/lib/tallyQuery';
import { crmCall, crmPath } from './crmQuery';
import { wonByDayTally, wonTotalTally } from './crmTallies';

/** GET /api/dashboard/crm/revenue (addition) — won deals of the period by day, week or month, and the total of the period before. */
export const getCrmRevenue = http.get(
  crmPath('revenue'),
  crmCall(async (range) => {
    const unit = bucketUnit(range);
    const buckets = rangeBuckets(range, unit).map((b) => ({ ...b, amount: 0, deals: 0 }));
    let totalCents = 0;
    for (const { group, figures } of await tally(wonByDayTally(range))) {
      if (!group || !figures.deals) continue;
      const bucket = buckets[bucketOf(buckets, group)];
      bucket.amount += figures.cents / 100;
      bucket.deals += figures.deals;
      totalCents += figures.cents;
    }
    const previous = await tallyOne(wonTotalTally(previousRange(range)));
    return HttpResponse.json<CrmRevenueResponse>({
      unit,
      buckets,
      total: totalCents / 100,
      previousTotal: previous.cents / 100,
    });
  }),
);
