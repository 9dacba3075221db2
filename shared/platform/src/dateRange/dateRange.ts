/** The presets a dashboard's date range offers; `custom` is an explicit from/to pair. */
export const DATE_RANGE_PRESETS = ['month', '30d', 'year'] as const;

export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number] | 'custom';

/** A dashboard's date range: always resolved to inclusive ISO dates (`YYYY-MM-DD`). */
export interface DateRange {
  preset: DateRangePreset;
  from: string;
  to: string;
}

/** What a change asks for: a preset (resolved against today), or a custom pair. */
export type DateRangeRequest =
  | { preset: (typeof DATE_RANGE_PRESETS)[number]; from?: string; to?: string }
  | { preset: 'custom'; from: string; to: string };

export const DEFAULT_DATE_RANGE_PRESET = 'month' satisfies DateRangePreset;

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date's calendar day, in the user's time zone, as `YYYY-MM-DD` (what they call "today"). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** True for a real calendar day written `YYYY-MM-DD` (not `2026-02-30`, not `2026-2-3`). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isPreset(value: unknown): value is (typeof DATE_RANGE_PRESETS)[number] {
  return (DATE_RANGE_PRESETS as readonly unknown[]).includes(value);
}

/** A preset's from/to, counted back from `today` (both inclusive). */
export function resolvePreset(preset: (typeof DATE_RANGE_PRESETS)[number], today: Date): DateRange {
  const to = toIsoDate(today);
  const y = today.getFullYear();
  const m = today.getMonth();
  switch (preset) {
    case '30d':
      return { preset, from: toIsoDate(new Date(y, m, today.getDate() - 29)), to };
    case 'year':
      return { preset, from: `${y}-01-01`, to };
    case 'month':
      return { preset, from: `${y}-${pad(m + 1)}-01`, to };
  }
}

/**
 * The date range a URL asks for: `?range=month|30d|year` or `?range=custom&from=…&to=…`. Anything
 * missing or malformed (an unknown preset, a bad date, from after to) gives the default, this month:
 * a shared or hand-edited link never breaks the page.
 */
export function resolveDateRange(params: URLSearchParams, today: Date = new Date()): DateRange {
  const range = params.get('range');
  if (isPreset(range)) return resolvePreset(range, today);
  if (range === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (isIsoDate(from) && isIsoDate(to) && from <= to) return { preset: 'custom', from, to };
  }
  return resolvePreset(DEFAULT_DATE_RANGE_PRESET, today);
}

/**
 * Writes a range into URL params (a copy; other params are kept). A preset is written alone, so the
 * link keeps meaning "this month" tomorrow; a custom range carries its dates.
 */
export function applyDateRange(params: URLSearchParams, next: DateRangeRequest): URLSearchParams {
  const out = new URLSearchParams(params);
  out.delete('from');
  out.delete('to');
  if (next.preset === 'custom') {
    out.set('range', 'custom');
    out.set('from', next.from);
    out.set('to', next.to);
  } else if (next.preset === DEFAULT_DATE_RANGE_PRESET) {
    out.delete('range');
  } else {
    out.set('range', next.preset);
  }
  return out;
}

/** Days in a range, both ends counted (`2026-11-01`..`2026-11-30` is 30). */
export function dateRangeDays(range: Pick<DateRange, 'from' | 'to'>): number {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const end = Date.parse(`${range.to}T00:00:00Z`);
  return Math.round((end - start) / 86_400_000) + 1;
}
