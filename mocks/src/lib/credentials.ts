import type { User } from '@atrium/contracts';
import { db } from '../db';

/** Sets (or replaces) the password the user signs in with. */
export function setPassword(userId: number, password: string): void {
  const existing = db.credentials.find((c) => c.userId === userId);
  if (existing) existing.password = password;
  else db.credentials.push({ userId, password });
}

/** Whether the user has a password, i.e. can sign in. */
export function hasPassword(userId: number): boolean {
  return db.credentials.some((c) => c.userId === userId);
}

/** Whether `password` is the user's. */
export function passwordMatches(userId: number, password: string): boolean {
  return db.credentials.some((c) => c.userId === userId && c.password === password);
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
