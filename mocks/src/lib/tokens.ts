import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { db } from '../db';
import { now } from './clock';

/** How long a bearer token is accepted after sign-in. */
export const ACCESS_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** How long a password-reset token is accepted after forgot-password. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;
/** A cap on the sessions of one user: signing in once more drops their oldest. */
const MAX_SESSIONS_PER_USER = 20;

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * A session: the SHA-256 of its bearer token (the token itself is only ever in the sign-in answer),
 * its user and its times. Kept in `db.sessions`, so sessions survive a server restart, belong to a
 * test tenant, and in the browser are kept with the rest of the data (lib/persistedDb).
 */
export interface SessionRecord {
  tokenHash: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
  /** Names the session to its user (the Security tab), never the token. Sessions of before: none. */
  id?: string;
  /**
   * The browser's User-Agent at sign-in (cut to 256 characters) and the client's address. (No
   * last-seen time: keeping one would make reads writes, and every write makes the other API
   * processes reload.)
   */
  userAgent?: string;
  address?: string;
}

/** Where a session was opened from. */
export interface SessionOrigin {
  userAgent: string;
  address: string;
}

/** A password-reset token not used yet: its SHA-256, its user and its times (`db.resetTokens`). */
export interface ResetTokenRecord {
  tokenHash: string;
  userId: number;
  createdAt: number;
  expiresAt: number;
}

/** SHA-256 of a text, in hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(text)));
}

/** 32 random bytes as hex: nothing about the account can be read from, or guessed into, a token. */
export function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Removes the entries `drop` names from a list in place: a collection stays the same array (the test
 * kits tell a reset db from a changed one by it).
 */
export function removeWhere<T>(list: T[], drop: (entry: T) => boolean): void {
  let kept = 0;
  for (const entry of list) if (!drop(entry)) list[kept++] = entry;
  list.length = kept;
}

/** Issues a bearer token for the user, accepted for 12 hours; only its hash is kept. */
export function issueToken(userId: number, origin?: SessionOrigin): string {
  const token = randomToken();
  const at = now();
  const sessions = db.sessions;
  removeWhere(sessions, (s) => s.expiresAt <= at);
  const mine = sessions.filter((s) => s.userId === userId);
  if (mine.length >= MAX_SESSIONS_PER_USER) {
    const oldest = new Set(mine.slice(0, mine.length - MAX_SESSIONS_PER_USER + 1));
    removeWhere(sessions, (s) => oldest.has(s));
  }
  sessions.push({
    tokenHash: sha256Hex(token),
    userId,
    createdAt: at,
    expiresAt: at + ACCESS_TOKEN_TTL_MS,
    id: randomToken().slice(0, 16),
    ...(origin ? { userAgent: origin.userAgent.slice(0, 256), address: origin.address } : {}),
  });
  return token;
}

/** The session of a bearer token, or undefined (malformed, unknown, revoked or expired). */
export function sessionOfToken(token: string): SessionRecord | undefined {
  if (!TOKEN.test(token)) return undefined;
  const hash = sha256Hex(token);
  const session = db.sessions.find((s) => s.tokenHash === hash);
  return session && session.expiresAt > now() ? session : undefined;
}

/** The user id behind a bearer token, or undefined (malformed, unknown, revoked or expired). */
export function accountIdForToken(token: string): number | undefined {
  return sessionOfToken(token)?.userId;
}

/**
 * Ends every session of the user and forgets their reset tokens, two-step codes and a new address
 * waiting to be confirmed: on a password change or reset, a suspension, a role change, and a deletion
 * (a deleted user's id may be given to the next user created, who must not inherit a session). `keep`: the bearer token of the one session
 * to leave (a password change keeps the session that made it; every other ends).
 */
export function revokeTokensOf(userId: number, keep?: string): void {
  const kept = keep === undefined ? undefined : sha256Hex(keep);
  removeWhere(db.sessions, (s) => s.userId === userId && s.tokenHash !== kept);
  removeWhere(db.resetTokens, (t) => t.userId === userId);
  removeWhere(db.twoStepsChallenges, (c) => c.userId === userId);
  removeWhere(db.emailChanges, (c) => c.userId === userId);
}

/**
 * Issues a single-use password-reset token for the user, accepted for 30 minutes; the user's earlier
 * ones stop working. Only its hash is kept.
 */
export function issueResetToken(userId: number): string {
  const token = randomToken();
  const at = now();
  removeWhere(db.resetTokens, (t) => t.userId === userId || t.expiresAt <= at);
  db.resetTokens.push({
    tokenHash: sha256Hex(token),
    userId,
    createdAt: at,
    expiresAt: at + RESET_TOKEN_TTL_MS,
  });
  return token;
}

/** The user id behind a reset token that is valid and not used yet, or undefined. */
export function peekResetToken(token: string): number | undefined {
  if (!TOKEN.test(token)) return undefined;
  const hash = sha256Hex(token);
  const entry = db.resetTokens.find((t) => t.tokenHash === hash);
  return entry && entry.expiresAt > now() ? entry.userId : undefined;
}

/** Uses a reset token up (it is refused from now on). */
export function spendResetToken(token: string): void {
  const hash = sha256Hex(token);
  removeWhere(db.resetTokens, (t) => t.tokenHash === hash);
}

/** Forgets every session and reset token (tests). */
export function resetMockTokens(): void {
  db.sessions.length = 0;
  db.resetTokens.length = 0;
}
