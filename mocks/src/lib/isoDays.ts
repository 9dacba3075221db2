// Calendar days as `YYYY-MM-DD` text (UTC): the periods of the dashboards' aggregate calls.

/** A dashboard's period: inclusive ISO calendar days (`YYYY-MM-DD`). */
export interface IsoDateRange {
  from: string;
  to: string;
}

/** How a period is cut for a chart: days, 7-day weeks from its first day, or calendar months. */
export type BucketUnit = 'day' | 'week' | 'month';

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY;
const fromDayNumber = (n: number) => new Date(n * DAY).toISOString().slice(0, 10);

/** True for a real calendar day written `YYYY-MM-DD` (not `2026-02-30`, not `2026-2-3`). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A UTC date's calendar day. */
export const isoDay = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** `iso` moved by `days` (negative: back). */
export const addDays = (iso: string, days: number) => fromDayNumber(dayNumber(iso) + days);

/** Days in a range, both ends counted. */
export const rangeDays = (range: IsoDateRange) => dayNumber(range.to) - dayNumber(range.from) + 1;

/** Whether a day (`YYYY-MM-DD`, or the day part of an ISO timestamp) is in the range. */
export function inRange(day: string, range: IsoDateRange): boolean {
  const d = day.slice(0, 10);
  return d >= range.from && d <= range.to;
}

/** The period of the same length just before `range` (what a change is measured against). */
export function previousRange(range: IsoDateRange): IsoDateRange {
  const days = rangeDays(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Days up to a month, weeks up to about half a year, months beyond: a chart of 7 to 31 points or so. */
export function bucketUnit(range: IsoDateRange): BucketUnit {
  const days = rangeDays(range);
  if (days <= 31) return 'day';
  if (days <= 182) return 'week';
  return 'month';
}

/** The range cut into consecutive buckets (the first and last clipped to the range). */
export function rangeBuckets(range: IsoDateRange, unit: BucketUnit = bucketUnit(range)): IsoDateRange[] {
  const out: IsoDateRange[] = [];
  let start = range.from;
  while (start <= range.to) {
    let end: string;
    if (unit === 'day') end = start;
    else if (unit === 'week') end = addDays(start, 6);
    else {
      const [y, m] = start.split('-').map(Number);
      end = isoDay(new Date(Date.UTC(y, m, 0)));
    }
    if (end > range.to) end = range.to;
    out.push({ from: start, to: end });
    start = addDays(end, 1);
  }
  return out;
}

/** Index of the bucket a day falls in, or -1 outside them (buckets are sorted and contiguous). */
export function bucketOf(buckets: IsoDateRange[], day: string): number {
  const d = day.slice(0, 10);
  return buckets.findIndex((b) => d >= b.from && d <= b.to);
}
