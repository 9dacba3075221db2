import {
  LOAD_PHASES,
  WEB_VITALS,
  type AreaHealth,
  type AreaHealthResponse,
  type TelemetryEvent,
} from '@atrium/contracts';
import { db } from '../db';

/** An event as kept: what the shell sent, when the API received it (its clock, not the page's), by whom. */
export type StoredTelemetryEvent = TelemetryEvent & { at: number; userId: number };

/** The figures cover a day. */
export const TELEMETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/**
 * At most this many events are kept (the oldest go first): the figures are percentiles and rates, for
 * which a day's sample of this size is plenty, and the store stays bounded however busy the shell is.
 */
export const MAX_TELEMETRY_EVENTS = 20_000;

/** Keeps a batch, dropping what is older than a day or past the cap. */
export function keepTelemetry(events: readonly TelemetryEvent[], userId: number, at: number): void {
  const since = at - TELEMETRY_WINDOW_MS;
  const kept = db.telemetry.filter((e) => e.at >= since);
  kept.push(...events.map((e) => ({ ...e, at, userId })));
  db.telemetry = kept.length > MAX_TELEMETRY_EVENTS ? kept.slice(-MAX_TELEMETRY_EVENTS) : kept;
}

/** The 75th percentile (nearest rank), as the web vitals are judged; null without samples. */
export function p75(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1];
}

const RECENT_ERRORS = 5;

/** Each build of each area over the day before `now`: views, errors and their rate, p75 of each figure. */
export function areaHealth(now: number): AreaHealthResponse {
  const since = now - TELEMETRY_WINDOW_MS;
  const builds = new Map<string, StoredTelemetryEvent[]>();
  for (const event of db.telemetry) {
    if (event.at < since) continue;
    const key = `${event.area}\u0000${event.version}`;
    const list = builds.get(key);
    if (list) list.push(event);
    else builds.set(key, [event]);
  }
  const areas: AreaHealth[] = [...builds.values()].map((events) => {
    const { area, version } = events[0];
    const views = events.filter((e) => e.kind === 'view').length;
    const errors = events.filter((e) => e.kind === 'error');
    return {
      area,
      version,
      views,
      errors: errors.length,
      errorRate: views ? errors.length / views : 0,
      vitals: Object.fromEntries(
        WEB_VITALS.map((name) => [
          name,
          p75(events.flatMap((e) => (e.kind === 'vital' && e.name === name ? [e.value] : []))),
        ]),
      ) as AreaHealth['vitals'],
      phases: Object.fromEntries(
        LOAD_PHASES.map((phase) => [
          phase,
          p75(events.flatMap((e) => (e.kind === 'load' && e.phase === phase ? [e.ms] : []))),
        ]),
      ) as AreaHealth['phases'],
      recentErrors: errors
        .slice(-RECENT_ERRORS)
        .reverse()
        .map((e) => ({ at: new Date(e.at).toISOString(), message: e.kind === 'error' ? e.message : '' })),
    };
  });
  areas.sort((a, b) => a.area.localeCompare(b.area) || a.version.localeCompare(b.version));
  return { since: new Date(since).toISOString(), areas };
}
