import { db } from '../db';
import { now } from './clock';
import { appLink, sendMail } from './mail';
import { randomToken, removeWhere, sha256Hex } from './tokens';

/** How long the link that confirms a new sign-in address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A new sign-in address an account asked for, waiting for its owner to follow the link mailed to it
 * (`db.emailChanges`): until then the account signs in with its old address. Only the SHA-256 of the
 * link's token is kept. One per account: asking again replaces it (the earlier link stops working).
 */
export interface PendingEmailChange {
  tokenHash: string;
  userId: number;
  email: string;
  createdAt: number;
  expiresAt: number;
}

/** The address the account is waiting to confirm, or undefined. */
export function pendingEmailOf(userId: number): string | undefined {
  const at = now();
  return db.emailChanges.find((c) => c.userId === userId && c.expiresAt > at)?.email;
}

/**
 * Records the account's new address and mails the confirming link to it: the link opens the login
 * page, which confirms it (POST /api/auth/verify-email, the same call as a sign-up's link).
 */
export async function requestEmailChange(userId: number, email: string): Promise<void> {
  const token = randomToken();
  const at = now();
  removeWhere(db.emailChanges, (c) => c.userId === userId || c.expiresAt <= at);
  db.emailChanges.push({
    tokenHash: sha256Hex(token),
    userId,
    email,
    createdAt: at,
    expiresAt: at + EMAIL_CHANGE_TTL_MS,
  });
  await sendMail({
    to: email,
    subject: 'Confirm your new address for Atrium',
    text: [
      `Your Atrium account asked to sign in with ${email} from now on.`,
      `To confirm the address, open this link within 24 hours:`,
      appLink('/login', { verify: token }),
      `Until then the account keeps signing in with its current address. If it was not you, ignore this mail.`,
    ].join('\n\n'),
  });
}

/** The waiting change a link's token is for (valid, not used), or undefined. */
export function emailChangeForToken(token: string): PendingEmailChange | undefined {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const hash = sha256Hex(token);
  return db.emailChanges.find((c) => c.tokenHash === hash && c.expiresAt > now());
}

/** Forgets the account's waiting change (confirmed, or given up). */
export function forgetEmailChangeOf(userId: number): void {
  removeWhere(db.emailChanges, (c) => c.userId === userId);
}
