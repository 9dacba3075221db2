import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atrium/platform';
import type { ReferralInvite, ReferralInviteCreate, ReferralInvitesResponse } from '@atrium/contracts';
import { referralKeys } from './getReferrals';

const PATH = '/api/apps/ecommerce/referrals/invites';
const invitesKey = [...referralKeys.all, 'invites'] as const;

export const referralInvitesQuery = () =>
  queryOptions({
    queryKey: invitesKey,
    queryFn: ({ signal }) => api<ReferralInvitesResponse>(PATH, { signal }),
  });

/** GET …/referrals/invites: the user's referral link and the invitations they sent. */
export function useReferralInvites() {
  return useQuery(referralInvitesQuery());
}

/** POST …/referrals/invites: mails the link to an address; the invitations reload. */
export function useSendReferralInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralInviteCreate) => api<ReferralInvite>(PATH, { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: invitesKey }),
  });
}
