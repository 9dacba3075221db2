import type { DevOutboxMessage } from '@atrium/contracts';
import { db } from '../db';
import { now } from './clock';

/** A mail the API sends: to one address, plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mail goes: the development outbox by default, a real mail service on a real server. */
export type MailTransport = (message: MailMessage) => void | Promise<void>;

/** A mail kept by the development outbox (`db.outbox`, read at GET /api/dev/outbox). */
export type OutboxMessage = DevOutboxMessage;

/** The newest mails the outbox keeps, in all and per address. */
const OUTBOX_SIZE = 500;
export const OUTBOX_PER_ADDRESS = 20;

/**
 * The development transport: the mail is kept in `db.outbox` (newest last; so per test tenant, and in
 * the browser with the rest of the data) and a line says it was sent, without its text (the text may
 * carry a reset link).
 */
export const developmentOutbox: MailTransport = (message) => {
  const outbox = db.outbox;
  const id = (outbox.at(-1)?.id ?? 0) + 1;
  outbox.push({ id, ...message, sentAt: new Date(now()).toISOString() });
  const to = message.to.toLowerCase();
  const mine = outbox.filter((m) => m.to.toLowerCase() === to);
  const drop = new Set(mine.slice(0, Math.max(0, mine.length - OUTBOX_PER_ADDRESS)));
  if (outbox.length - drop.size > OUTBOX_SIZE)
    for (const m of outbox.slice(0, outbox.length - drop.size - OUTBOX_SIZE)) drop.add(m);
  if (drop.size) {
    const kept = outbox.filter((m) => !drop.has(m));
    outbox.length = 0;
    outbox.push(...kept);
  }
  log(`[mail] to ${message.to}: ${message.subject} (development outbox, GET /api/dev/outbox?to=…)`);
};

let transport: MailTransport = developmentOutbox;
/** Where the outbox's line goes: the console, except under jest (the tests read the outbox). */
const underJest = Boolean(
  (globalThis as { process?: { env?: Record<string, string> } }).process?.env?.JEST_WORKER_ID,
);
let log: (line: string) => void = underJest ? () => {} : (line) => console.info(line);

/** Replaces the transport (a real server's mail service); `null`: the development outbox. */
export function setMailTransport(next: MailTransport | null): void {
  transport = next ?? developmentOutbox;
}

/** Replaces where the development outbox logs its line (`null`: nowhere; tests). */
export function setMailLog(next: ((line: string) => void) | null): void {
  log = next ?? (() => {});
}

/** Sends a mail through the current transport. */
export async function sendMail(message: MailMessage): Promise<void> {
  await transport(message);
}

let appBaseUrl: string | undefined;

/**
 * Sets the address of the app the mails link to (a real server: its public origin). Never taken from
 * a request: a hostile caller could otherwise make a victim's reset link point at their own site.
 */
export function setAppBaseUrl(url: string | null): void {
  appBaseUrl = url ?? undefined;
}

/** A link to a page of the app: the configured base, else this document's origin (the browser mock). */
export function appLink(path: string, query: Record<string, string>): string {
  const base = appBaseUrl ?? globalThis.location?.origin ?? 'http://localhost:3000';
  const url = new URL(path, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
