import { http, HttpResponse } from 'msw';
import type { Referral, ReferralListResponse } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api } from '@atrium/mocks/lib/responses';
import { paginate, parsePaging, sortRows, type SortKey } from '@atrium/mocks/lib/list';
import { authorized } from '@atrium/mocks/lib/authorize';

const SORT_KEYS: Record<string, SortKey<Referral>> = {
  users: { kind: 'text', value: (r) => r.user },
  'referred-id': { kind: 'number', value: (r) => r.referredId },
  earning: { kind: 'money', value: (r) => r.earning },
  value: { kind: 'money', value: (r) => r.value },
  status: { kind: 'text', value: (r) => r.status },
};

/** GET /api/apps/ecommerce/referrals — sort and paging. */
export const listReferrals = http.get(
  api('/api/apps/ecommerce/referrals'),
  authorized({ action: 'read', subject: 'Referral' }, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const { page, itemsPerPage } = parsePaging(params);
    const rows = sortRows(db.referrals, SORT_KEYS, params.get('sortBy'), params.get('orderBy'));
    return HttpResponse.json<ReferralListResponse>({
      referrals: paginate(rows, page, itemsPerPage),
      total: rows.length,
    });
  }),
);
