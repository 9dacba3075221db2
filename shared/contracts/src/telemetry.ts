import { z } from 'zod';

// ---- Per-area telemetry (addition): POST /api/telemetry, GET /api/platform/area-health ----

/** The phases of opening an area: its manifest, its entry script, its contract (code), its first page. */
export const LOAD_PHASES = ['manifest', 'entry', 'contract', 'firstPage'] as const;
export type LoadPhase = (typeof LOAD_PHASES)[number];

/** The web vitals measured on the areas' pages (LCP and INP in ms, CLS unitless). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

const area = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/, 'An area name');
/** Which build of the area: its registry version, or where its manifest was. */
const version = z.string().trim().min(1).max(200);
const duration = z.number().finite().nonnegative().max(600_000);

/** One thing the shell saw of an area, attributed to the area that owns the route. */
export const telemetryEventSchema = z.discriminatedUnion('kind', [
  /** A page of the area was shown: what the error rate is out of. */
  z.object({ kind: z.literal('view'), area, version }).strict(),
  z.object({ kind: z.literal('load'), area, version, phase: z.enum(LOAD_PHASES), ms: duration }).strict(),
  z
    .object({
      kind: z.literal('error'),
      area,
      version,
      during: z.enum(['load', 'render']),
      message: z.string().max(500),
    })
    .strict(),
  z.object({ kind: z.literal('vital'), area, version, name: z.enum(WEB_VITALS), value: duration }).strict(),
]);
export type TelemetryEvent = z.infer<typeof telemetryEventSchema>;

/** The body of POST /api/telemetry: what the shell saw since its last batch. */
export const telemetryBatchSchema = z
  .object({ events: z.array(telemetryEventSchema).min(1).max(100) })
  .strict();
export type TelemetryBatch = z.infer<typeof telemetryBatchSchema>;

/** One build of an area over the last day: how often it failed, and the 75th percentile of each figure. */
export interface AreaHealth {
  area: string;
  version: string;
  views: number;
  errors: number;
  /** errors / views (0 without views); load failures and render errors alike. */
  errorRate: number;
  /** p75 of each vital, null without samples. */
  vitals: Record<WebVital, number | null>;
  /** p75 of each load phase in ms, null without samples. */
  phases: Record<LoadPhase, number | null>;
  /** The last few error messages, newest first. */
  recentErrors: { at: string; message: string }[];
}

/** GET /api/platform/area-health */
export interface AreaHealthResponse {
  /** ISO date-time: the figures cover what was reported since then (a day). */
  since: string;
  areas: AreaHealth[];
}
