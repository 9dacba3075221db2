import type { User } from '@atrium/contracts';
import { db } from '../db';
import { now } from './clock';
import { decoyHash, hashPassword, passwordNeedsRehash, verifyPassword } from './passwords';

/**
 * Sets (or replaces) the password the user signs in with: only its hash is stored (lib/passwords).
 * Callers await it before answering, so that the next request already signs in with it.
 */
export async function setPassword(userId: number, password: string): Promise<void> {
  setPasswordHash(userId, await hashPassword(password));
}

/** Stores a password hash made already (a confirmed sign-up's, hashed when it was asked for). */
export function setPasswordHash(userId: number, passwordHash: string): void {
  const setAt = new Date(now()).toISOString();
  const existing = db.credentials.find((c) => c.userId === userId);
  if (existing) Object.assign(existing, { passwordHash, setAt });
  else db.credentials.push({ userId, passwordHash, setAt });
}

/** Whether the user has a password, i.e. can sign in. */
export function hasPassword(userId: number): boolean {
  return db.credentials.some((c) => c.userId === userId);
}

/**
 * Whether `password` is the user's. Without a user or a password, a decoy hash is verified all the
 * same: the answer takes as long whether or not the account exists. A hash of an outdated format is
 * replaced by one of the installed hasher once the password is known to be right.
 */
export async function passwordMatches(userId: number | undefined, password: string): Promise<boolean> {
  const credential = db.credentials.find((c) => c.userId === userId);
  if (!credential) {
    await verifyPassword(decoyHash(), password);
    return false;
  }
  const stored = credential.passwordHash;
  if (!(await verifyPassword(stored, password))) return false;
  if (passwordNeedsRehash(stored)) {
    const renewed = await hashPassword(password);
    // Unless it was changed meanwhile.
    if (credential.passwordHash === stored) credential.passwordHash = renewed;
  }
  return true;
}

/** A suspended user (status inactive) cannot sign in, and their tokens stop working. */
export function isSuspended(user: Pick<User, 'status'>): boolean {
  return user.status === 'inactive';
}

/** The user with that email (compared without case), or undefined. */
export function userByEmail(email: string): User | undefined {
  const wanted = email.trim().toLowerCase();
  return db.users.find((u) => u.email.toLowerCase() === wanted);
}
