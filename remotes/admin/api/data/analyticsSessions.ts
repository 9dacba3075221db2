import { createRandom } from '@atrium/mocks/lib/random';

// The shop's web sessions: there is no analytics source behind the mock API, so these are sample data,
// seeded (the same on every load) and read-only. Kept out of `db` (nothing changes them, and they need
// not be saved in the browser's storage).

/** The first and last day with sessions: the span of the sample orders, and a year after it. */
export const SESSIONS_FIRST_DAY = '2025-01-01';
export const SESSIONS_LAST_DAY = '2027-12-31';

/** Each source's usual share of a day's sessions (TRAFFIC_SOURCES order: direct, organic, social, referral, email). */
const SOURCE_WEIGHTS = [0.28, 0.34, 0.18, 0.12, 0.08];

export interface DailySessions {
  /** `YYYY-MM-DD`. */
  day: string;
  /** Sessions from each traffic source, in TRAFFIC_SOURCES order. */
  bySource: number[];
}

const DAY = 86_400_000;

/**
 * One row a day: about ten sessions (the sample shop takes a few orders a month, so about 2% of its
 * visits order), fewer at weekends, growing slowly over the years, each day's split over the traffic
 * sources around their usual shares.
 */
export function buildAnalyticsSessions(): DailySessions[] {
  const r = createRandom(7151);
  const start = Date.parse(`${SESSIONS_FIRST_DAY}T00:00:00Z`);
  const end = Date.parse(`${SESSIONS_LAST_DAY}T00:00:00Z`);
  const out: DailySessions[] = [];
  for (let t = start, i = 0; t <= end; t += DAY, i++) {
    const date = new Date(t);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const base = (9 + i * 0.004) * (weekend ? 0.62 : 1) * (0.8 + r.next() * 0.4);
    const bySource = SOURCE_WEIGHTS.map((w) => Math.round(base * w * (0.75 + r.next() * 0.5)));
    out.push({ day: date.toISOString().slice(0, 10), bySource });
  }
  return out;
}

let cache: DailySessions[] | undefined;

/** The sample sessions, built once. */
export function analyticsSessions(): readonly DailySessions[] {
  cache ??= buildAnalyticsSessions();
  return cache;
}
