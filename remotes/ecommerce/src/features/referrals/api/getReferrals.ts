import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ReferralListQuery, ReferralListResponse } from '@atrium/contracts';

export const referralKeys = {
  all: ['ecommerce', 'referrals'] as const,
  list: (query: ReferralListQuery) => [...referralKeys.all, 'list', query] as const,
};

export function getReferrals(query: ReferralListQuery, signal?: AbortSignal) {
  return api<ReferralListResponse>('/api/apps/ecommerce/referrals', { query: { ...query }, signal });
}

export const referralsQuery = (query: ReferralListQuery) =>
  queryOptions({
    queryKey: referralKeys.list(query),
    queryFn: ({ signal }) => getReferrals(query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/apps/ecommerce/referrals (sort and paging). */
export function useReferrals(query: ReferralListQuery) {
  return useQuery(referralsQuery(query));
}
