import type { ReferralInvite, User } from '@atrium/contracts';
import { db } from '@atrium/mocks/db';
import { appLink } from '@atrium/mocks/lib/mail';

/** An invitation as stored: who sent it (never answered to anyone else). */
export type StoredReferralInvite = ReferralInvite & { ownerId: number };

/** The invitations a user sent, newest first. */
export const invitesOf = (account: Pick<User, 'id'>) =>
  db.referralInvites.filter((invite) => invite.ownerId === account.id).reverse();

/** A user's referral link: the sign-up page, with their username as the referral code. */
export const referralLinkOf = (account: Pick<User, 'username'>) =>
  appLink('/register', { ref: account.username });

/** Forgets what a deleted user invited. */
export function dropInvitesOf(userId: number): void {
  db.referralInvites = db.referralInvites.filter((invite) => invite.ownerId !== userId);
}
