import { http, HttpResponse } from 'msw';
import type { Referral, ReferralListResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { queryList, type ListSpec } from '@atrium/mocks/lib/listQuery';
import { authorized } from '@atrium/mocks/lib/authorize';

export const REFERRAL_LIST: ListSpec = {
  collection: 'referrals',
  search: [],
  filters: [],
  sort: {
    users: { path: 'user', kind: 'text' },
    'referred-id': { path: 'referredId', kind: 'number' },
    earning: { path: 'earning', kind: 'money' },
    value: { path: 'value', kind: 'money' },
    status: { path: 'status', kind: 'text' },
  },
};

/** GET /api/apps/ecommerce/referrals — sort and paging. */
export const listReferrals = http.get(
  api('/api/apps/ecommerce/referrals'),
  authorized({ action: 'read', subject: 'Referral' }, async ({ request }) => {
    const { rows, total } = await queryList<Referral>(REFERRAL_LIST, new URL(request.url).searchParams);
    return HttpResponse.json<ReferralListResponse>({ referrals: rows, total });
  }),
);
