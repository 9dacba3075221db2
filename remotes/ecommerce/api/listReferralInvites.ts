import { http, HttpResponse } from 'msw';
import type { ReferralInvitesResponse } from '@atrium/contracts';
import { api } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { invitesOf, referralLinkOf } from './referralInvites';

/** The most invitations answered (the newest). */
const SHOWN = 20;

/** GET /api/apps/ecommerce/referrals/invites (addition) — the caller's referral link and the invitations they sent, newest first. */
export const listReferralInvites = http.get(
  api('/api/apps/ecommerce/referrals/invites'),
  authorized({ action: 'read', subject: 'Referral' }, ({ account }) =>
    HttpResponse.json<ReferralInvitesResponse>({
      link: referralLinkOf(account),
      invites: invitesOf(account)
        .slice(0, SHOWN)
        .map(({ ownerId: _owner, ...invite }) => invite),
    }),
  ),
);
