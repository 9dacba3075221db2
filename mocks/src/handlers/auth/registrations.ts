import type { UserPlan } from '@atrium/contracts';
import { db } from '../../db';
import { now } from '../../lib/clock';
import { appLink, sendMail } from '../../lib/mail';
import { randomToken, removeWhere, sha256Hex } from '../../lib/tokens';

/** How long a sign-up's confirmation link works. */
export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
/** The sign-ups kept per address, newest first; an older one's link stops working. */
const MAX_PER_ADDRESS = 5;

/** The app's page a confirmation link opens (it confirms, then asks the new user to sign in). */
export const CONFIRM_PAGE = '/login';

/**
 * A sign-up waiting for its address to be confirmed (`db.registrations`): the account it will create,
 * with its password already hashed, and the SHA-256 of the token its mailed link carries.
 */
export interface PendingRegistration {
  tokenHash: string;
  email: string;
  username: string;
  passwordHash: string;
  fullName: string;
  contact: string;
  country: string;
  plan: UserPlan;
  createdAt: number;
  expiresAt: number;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Mails the link that confirms the sign-up, with a new token (its earlier link stops working). */
export async function mailConfirmation(registration: PendingRegistration): Promise<void> {
  const token = randomToken();
  const at = now();
  registration.tokenHash = sha256Hex(token);
  registration.expiresAt = at + REGISTRATION_TTL_MS;
  await sendMail({
    to: registration.email,
    subject: 'Confirm your address to finish signing up to Atrium',
    text: [
      `Someone signed up to Atrium as ${registration.username} with ${registration.email}.`,
      `To confirm the address and create the account, open this link within 24 hours:`,
      appLink(CONFIRM_PAGE, { verify: token }),
      `If it was not you, ignore this mail: no account is created.`,
    ].join('\n\n'),
  });
}

/** Keeps a new sign-up (dropping the ended ones, and the oldest of its address past the cap). */
export function keepRegistration(registration: PendingRegistration): void {
  const at = now();
  const list = db.registrations;
  removeWhere(list, (r) => r.expiresAt <= at);
  list.push(registration);
  const mine = list.filter((r) => sameAddress(r.email, registration.email));
  const drop = new Set(mine.slice(0, Math.max(0, mine.length - MAX_PER_ADDRESS)));
  removeWhere(list, (r) => drop.has(r));
}

/** The newest sign-up of an address still waiting, or undefined. */
export function pendingRegistrationOf(email: string): PendingRegistration | undefined {
  const at = now();
  return db.registrations.findLast((r) => sameAddress(r.email, email) && r.expiresAt > at);
}

/** The sign-up a confirmation token is for (valid, not used), or undefined. */
export function registrationForToken(token: string): PendingRegistration | undefined {
  if (!/^[0-9a-f]{64}$/.test(token)) return undefined;
  const hash = sha256Hex(token);
  return db.registrations.find((r) => r.tokenHash === hash && r.expiresAt > now());
}

/** Forgets every sign-up of an address (its account now exists). */
export function forgetRegistrationsOf(email: string): void {
  removeWhere(db.registrations, (r) => sameAddress(r.email, email));
}
