import type { AnalyticsBucket } from '@atrium/contracts';
import { dateRangeDays } from '@atrium/platform';

/**
 * Sessions per day in each bucket, one decimal. A week or month cut of a period has a short first or
 * last bucket: its total would read as a drop, its daily mean does not.
 */
export function sessionsPerDay(points: readonly (AnalyticsBucket & { sessions: number })[]): number[] {
  return points.map((p) => Math.round((p.sessions / dateRangeDays(p)) * 10) / 10);
}
