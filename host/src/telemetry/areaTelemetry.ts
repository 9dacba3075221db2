import type { LoadPhase, TelemetryEvent, WebVital } from '@atrium/contracts';

/**
 * Where the shell reports what it sees of the areas: each report names the area that owns the route,
 * and the build of it that is live (`versionOf`). Until telemetry starts (and in tests), reports go
 * nowhere.
 */
interface Sink {
  add(event: TelemetryEvent): void;
  versionOf(area: string): string;
}

let sink: Sink | undefined;

export function setTelemetrySink(next: Sink | undefined): void {
  sink = next;
}

const report = (event: (version: string) => TelemetryEvent, area: string) => {
  if (sink) sink.add(event(sink.versionOf(area)));
};

/** A page of the area was shown, `ms` after its route was entered. */
export function reportAreaView(area: string, ms: number): void {
  report((version) => ({ kind: 'view', area, version }), area);
  reportAreaLoad(area, 'firstPage', ms);
}

export function reportAreaLoad(area: string, phase: LoadPhase, ms: number): void {
  report((version) => ({ kind: 'load', area, version, phase, ms: Math.round(ms) }), area);
}

export function reportAreaError(area: string, during: 'load' | 'render', error: unknown): void {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  report((version) => ({ kind: 'error', area, version, during, message }), area);
}

export function reportAreaVital(area: string, name: WebVital, value: number): void {
  // CLS is unitless (a few hundredths); the others are milliseconds.
  const rounded = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  report((version) => ({ kind: 'vital', area, version, name, value: rounded }), area);
}
