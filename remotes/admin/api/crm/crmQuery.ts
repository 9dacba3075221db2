import type { HttpResponseResolver } from 'msw';
import type { CrmActivity, CrmProject } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { parseDateRange } from '@atrium/mocks/lib/aggregateQuery';
import type { IsoDateRange } from '@atrium/mocks/lib/isoDays';
import type { CrmActivityRecord, CrmProjectRecord } from '../data/crm';

/** The path of a CRM dashboard call. */
export const crmPath = (name: string) => api(`/api/dashboard/crm/${name}`);

/**
 * A CRM aggregate call: needs `read Crm`, and a valid `from`/`to` period (400 with a message
 * otherwise) before `answer` runs.
 */
export function crmCall(
  answer: (range: IsoDateRange, params: URLSearchParams) => Response | Promise<Response>,
): HttpResponseResolver {
  return authorized({ action: 'read', subject: 'Crm' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const parsed = parseDateRange(params);
    return 'error' in parsed ? parsed.error : answer(parsed.range, params);
  });
}

const dealById = () => new Map(db.crm.deals.map((d) => [d.id, d]));

/** Activities with their deal's fields (an activity whose deal is gone is left out). */
export function activitiesWithDeals(records: CrmActivityRecord[]): CrmActivity[] {
  const deals = dealById();
  return records.flatMap((a) => {
    const deal = deals.get(a.dealId);
    if (!deal) return [];
    return [
      {
        ...a,
        owner: deal.owner,
        ownerAvatar: deal.ownerAvatar,
        contact: deal.contact,
        company: deal.company,
        dealTitle: deal.title,
        amount: deal.amount,
      },
    ];
  });
}

/** Projects with their deal's name, company and owner. */
export function projectsWithDeals(records: CrmProjectRecord[]): CrmProject[] {
  const deals = dealById();
  return records.flatMap((p) => {
    const deal = deals.get(p.dealId);
    if (!deal) return [];
    return [
      { ...p, name: deal.title, company: deal.company, owner: deal.owner, ownerAvatar: deal.ownerAvatar },
    ];
  });
}
