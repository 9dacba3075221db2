// What the dashboards' aggregate calls share: the period (`from`, `to`) and a row limit.
import { jsonError } from './responses';
import { isIsoDay, rangeDays, type IsoDateRange } from './isoDays';

/** Ten years: enough for any dashboard, and it bounds the work (and the buckets) of one call. */
const MAX_DAYS = 3660;

/**
 * The `from` and `to` of an aggregate call's query, or the 400 answer naming what is wrong: either
 * missing, not a real `YYYY-MM-DD` day, `from` after `to`, or a period longer than ten years.
 */
export function parseDateRange(params: URLSearchParams): { range: IsoDateRange } | { error: Response } {
  const from = params.get('from');
  const to = params.get('to');
  if (from === null || to === null)
    return { error: jsonError(400, 'Give the period as from and to (YYYY-MM-DD)') };
  if (!isIsoDay(from)) return { error: jsonError(400, `Malformed from: use a real day as YYYY-MM-DD`) };
  if (!isIsoDay(to)) return { error: jsonError(400, `Malformed to: use a real day as YYYY-MM-DD`) };
  if (from > to) return { error: jsonError(400, 'from must not be after to') };
  const range = { from, to };
  if (rangeDays(range) > MAX_DAYS) return { error: jsonError(400, 'The period is at most ten years') };
  return { range };
}

/** A `limit` from 1 to 50 (how many rows an aggregate lists); anything else gives the default. */
export function parseLimit(params: URLSearchParams, fallback: number): number {
  const raw = params.get('limit');
  const n = raw !== null && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return n >= 1 && n <= 50 ? n : fallback;
}
