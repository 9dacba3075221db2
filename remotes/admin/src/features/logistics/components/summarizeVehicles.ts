import { VEHICLE_WARNINGS, type Vehicle, type VehicleWarning } from '@atrium/contracts';

export interface FleetSummary {
  total: number;
  onRoute: number;
  arrived: number;
  withWarnings: number;
  averageProgress: number;
  byWarning: Record<VehicleWarning, number>;
}

/** Counts of a fleet: on route (< 100 %), arrived (100 %), with a warning, average progress, per warning. */
export function summarizeVehicles(vehicles: readonly Vehicle[]): FleetSummary {
  const byWarning = Object.fromEntries(VEHICLE_WARNINGS.map((w) => [w, 0])) as Record<VehicleWarning, number>;
  let arrived = 0;
  let progress = 0;
  for (const v of vehicles) {
    byWarning[v.warnings] = (byWarning[v.warnings] ?? 0) + 1;
    if (v.progress >= 100) arrived += 1;
    progress += v.progress;
  }
  return {
    total: vehicles.length,
    onRoute: vehicles.length - arrived,
    arrived,
    withWarnings: vehicles.length - byWarning['No Warnings'],
    averageProgress: vehicles.length ? Math.round(progress / vehicles.length) : 0,
    byWarning,
  };
}
