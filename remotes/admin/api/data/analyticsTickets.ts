import { createRandom } from '@atrium/mocks/lib/random';

// Support tickets: the mock API has no help desk, so these are sample data, seeded and read-only (kept
// out of `db`). A ticket carries when it was opened, first answered and resolved; what it is *now*
// (new, open, resolved) is read against the clock, so recent tickets are still being worked on.

export const TICKETS_FIRST_DAY = '2025-01-01';
export const TICKETS_LAST_DAY = '2027-12-31';

export interface SupportTicket {
  id: number;
  /** Epoch milliseconds: about six thousand tickets are built when first asked for, and numbers are
   * cheaper to make and compare than ISO strings. */
  openedAt: number;
  firstAnsweredAt: number;
  resolvedAt: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Two to nine tickets a day, answered within 1–30 hours, resolved 2 hours to 12 days after that. */
export function buildAnalyticsTickets(): SupportTicket[] {
  const r = createRandom(9043);
  const start = Date.parse(`${TICKETS_FIRST_DAY}T00:00:00Z`);
  const end = Date.parse(`${TICKETS_LAST_DAY}T00:00:00Z`);
  const out: SupportTicket[] = [];
  for (let t = start; t <= end; t += DAY) {
    const count = r.int(2, 9);
    for (let k = 0; k < count; k++) {
      const opened = t + r.int(0, DAY / 60_000 - 1) * 60_000;
      const answered = opened + r.int(60, 30 * 60) * 60_000;
      const resolved = answered + r.int(2, 12 * 24) * HOUR;
      out.push({ id: out.length + 1, openedAt: opened, firstAnsweredAt: answered, resolvedAt: resolved });
    }
  }
  return out;
}

let cache: SupportTicket[] | undefined;

/** The sample tickets, built once. */
export function analyticsTickets(): readonly SupportTicket[] {
  cache ??= buildAnalyticsTickets();
  return cache;
}
