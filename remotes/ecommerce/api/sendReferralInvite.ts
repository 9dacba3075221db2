import { http, HttpResponse } from 'msw';
import { referralInviteSchema, type ReferralInvite } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { api, jsonError, parseBody } from '@atrium/mocks/lib/responses';
import { authorized } from '@atrium/mocks/lib/authorize';
import { now } from '@atrium/mocks/lib/clock';
import { sendMail } from '@atrium/mocks/lib/mail';
import { throttled, type Counter } from '@atrium/mocks/lib/throttle';
import { invitesOf, referralLinkOf } from './referralInvites';

const HOUR = 60 * 60 * 1000;
/** A user sends at most this many invitations an hour (each is a mail to someone who did not ask). */
const INVITES_PER_HOUR = { max: 20, windowMs: HOUR };
/** The same address is invited again by the same user no sooner than this. */
const AGAIN_AFTER_MS = 24 * HOUR;

/**
 * POST /api/apps/ecommerce/referrals/invites (addition) — mails the caller's referral link to `email`
 * (through the server's mail transport; the development outbox when none is set) and records the
 * invitation: 201 with it. 400 on a bad address; 409 when the caller invited it in the last 24 hours;
 * 429 past 20 invitations an hour. Nothing is recorded unless the mail was handed over.
 */
export const sendReferralInvite = http.post(
  api('/api/apps/ecommerce/referrals/invites'),
  authorized({ action: 'create', subject: 'Referral' }, async ({ request, account }) => {
    const body = await parseBody(request, referralInviteSchema);
    if ('error' in body) return body.error;
    const email = body.data.email.toLowerCase();
    const at = now();
    const recent = invitesOf(account).find(
      (invite) => invite.email === email && at - Date.parse(invite.sentAt) < AGAIN_AFTER_MS,
    );
    if (recent) return jsonError(409, `You invited ${email} less than a day ago`);
    const counters: Counter[] = [[`referralInvite:account:${account.id}`, INVITES_PER_HOUR]];
    const refused = throttled(counters, true);
    if (refused) return refused;

    await sendMail({
      to: email,
      subject: `${account.fullName} invites you to Atrium`,
      text: [
        `${account.fullName} (${account.email}) invites you to Atrium.`,
        'Sign up with this link and they are credited for the referral:',
        referralLinkOf(account),
      ].join('\n\n'),
    });
    const invite: ReferralInvite = {
      id: Math.max(0, ...db.referralInvites.map((i) => i.id)) + 1,
      email,
      sentAt: new Date(at).toISOString(),
    };
    db.referralInvites.push({ ...invite, ownerId: account.id });
    return HttpResponse.json<ReferralInvite>(invite, { status: 201 });
  }),
);
