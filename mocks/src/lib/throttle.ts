import { HttpResponse } from 'msw';
import { db } from '../db';
import { now } from './clock';

/** A limit: at most `max` counted attempts in a window of `windowMs`, from the first one. */
export interface Limit {
  max: number;
  windowMs: number;
}

/** The counters, by key (`signIn:account:ada@demo.com`): how many so far, and when the window ends. */
export type ThrottleCounters = Record<string, { count: number; resetAt: number }>;

const MINUTE = 60 * 1000;

/**
 * The authentication calls' limits (mocks/README.md lists them). Per account (the address typed, known
 * or not, so a limit says nothing about which accounts exist) and per client address. What is counted:
 * failed sign-ins, wrong two-step codes, and every request that sends a mail (reset links, two-step
 * codes, sign-ups, verification resends). Over a limit the call answers 429 without being checked.
 */
export const AUTH_LIMITS = {
  signInPerAccount: { max: 10, windowMs: 15 * MINUTE },
  signInPerAddress: { max: 100, windowMs: 15 * MINUTE },
  twoStepsCodePerAccount: { max: 10, windowMs: 15 * MINUTE },
  twoStepsCodePerAddress: { max: 100, windowMs: 15 * MINUTE },
  twoStepsSendPerAccount: { max: 5, windowMs: 15 * MINUTE },
  twoStepsSendPerAddress: { max: 50, windowMs: 15 * MINUTE },
  resetRequestPerAccount: { max: 5, windowMs: 60 * MINUTE },
  resetRequestPerAddress: { max: 20, windowMs: 60 * MINUTE },
  registerPerAccount: { max: 5, windowMs: 60 * MINUTE },
  registerPerAddress: { max: 20, windowMs: 60 * MINUTE },
  verifyEmailResendPerAccount: { max: 1, windowMs: 1 * MINUTE },
  verifyEmailResendPerAddress: { max: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * The public forms' limits, per client address: every message and every subscription is kept, so an
 * anonymous caller cannot fill the database with them.
 */
export const FRONT_LIMITS = {
  contactPerAddress: { max: 10, windowMs: 60 * MINUTE },
  launchSubscriptionPerAddress: { max: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/**
 * The shell's telemetry, per user: it sends a batch every half minute at most and when a page is
 * hidden, so a user past this is not a shell.
 */
export const TELEMETRY_LIMITS = {
  perUser: { max: 240, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Limit>;

/** A cap on the counters kept: past it, the ended windows are dropped. */
const PRUNE_ABOVE = 1000;

/**
 * The header the real API server sets on every request to the client's address (removing any the
 * client sent); without it (the browser mock, jest) every caller is one local address.
 */
export const CLIENT_IP_HEADER = 'x-atrium-client-ip';
const LOCAL_ADDRESS = 'local';

/** The client's address, as the server says (see CLIENT_IP_HEADER). */
export function clientAddress(request: Request): string {
  const header = request.headers.get(CLIENT_IP_HEADER)?.trim();
  return header ? header.slice(0, 64) : LOCAL_ADDRESS;
}

/** One counter of a call: its key and its limit. */
export type Counter = readonly [key: string, limit: Limit];

/**
 * The failed sign-in counters of an account and the request's address: what a call that checks an
 * account's password counts a wrong one against (sign-in, password change, deactivation).
 */
export const signInCounters = (email: string, request: Request): readonly Counter[] => [
  [throttleKey('signIn', 'account', email), AUTH_LIMITS.signInPerAccount],
  [throttleKey('signIn', 'address', clientAddress(request)), AUTH_LIMITS.signInPerAddress],
];

function current(key: string, at: number) {
  const counter = Object.hasOwn(db.throttles, key) ? db.throttles[key] : undefined;
  return counter && counter.resetAt > at ? counter : undefined;
}

/** The seconds until every counter is under its limit again, or 0 when none is over it. */
export function retryAfterSeconds(counters: readonly Counter[]): number {
  const at = now();
  let until = at;
  for (const [key, limit] of counters) {
    const counter = current(key, at);
    if (counter && counter.count >= limit.max) until = Math.max(until, counter.resetAt);
  }
  return Math.ceil((until - at) / 1000);
}

/** Counts one attempt on each counter. */
export function count(counters: readonly Counter[]): void {
  const at = now();
  const throttles = db.throttles;
  if (Object.keys(throttles).length > PRUNE_ABOVE)
    for (const key of Object.keys(throttles)) if (throttles[key].resetAt <= at) delete throttles[key];
  for (const [key, limit] of counters) {
    const counter = current(key, at);
    if (counter) counter.count += 1;
    else throttles[key] = { count: 1, resetAt: at + limit.windowMs };
  }
}

/** Forgets a counter (a successful sign-in clears the account's failures). */
export function forget(key: string): void {
  delete db.throttles[key];
}

/** The 429 answer: a message, and the seconds to wait in Retry-After. */
export function tooManyRequests(
  seconds: number,
  message = `Too many attempts. Try again in ${seconds} s.`,
): Response {
  return HttpResponse.json(
    { message, retryAfterSeconds: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
}

/**
 * Throttles a call: over any of its limits, the 429 answer (and nothing is counted); else undefined,
 * the attempt counted when `countNow` (calls that count every attempt rather than failures).
 */
export function throttled(counters: readonly Counter[], countNow = false): Response | undefined {
  const wait = retryAfterSeconds(counters);
  if (wait > 0) return tooManyRequests(wait);
  if (countNow) count(counters);
  return undefined;
}

/** The key of a counter: what it counts, and of whom (an address typed is compared without case). */
export const throttleKey = (what: string, of: 'account' | 'address', who: string | number) =>
  `${what}:${of}:${String(who).trim().toLowerCase()}`;
