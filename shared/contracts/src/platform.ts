import { z } from 'zod';
import { LIMITS } from './common';

/**
 * The remote registry as a resource of the API (`/api/platform/registry`): each area's versions, who
 * published them and when, which is live, which is a canary and for whom, and per-session overrides.
 * The host reads the resolved registry; the Platform console and `npm run publish:area` change it.
 */

/** A version's place in its area's history: one live, at most one canary, the rest previous or withdrawn. */
export const AREA_VERSION_STATUSES = ['live', 'canary', 'previous', 'withdrawn'] as const;
export type AreaVersionStatus = (typeof AREA_VERSION_STATUSES)[number];

/** Who a canary is served to: a share of users (stable per user id), and/or users of named roles. */
export interface CanaryAudience {
  /** 0–100: the share of signed-in users, chosen by a hash of their id (the same user, the same answer). */
  percent: number;
  /** Role names whose users always get the canary. */
  roles: string[];
}

/** One published build of an area. */
export interface AreaVersion {
  /** Unique over every area. */
  id: number;
  area: string;
  /** 1, 2, … within the area. */
  version: number;
  manifest: string;
  /** Entry file (relative to the manifest, e.g. `remoteEntry.js`) → its SRI hash, `sha384-<base64>`. */
  integrity: Record<string, string>;
  routes: string[];
  /** The publisher's e-mail address. */
  publishedBy: string;
  /** ISO date-time. */
  publishedAt: string;
  status: AreaVersionStatus;
  /** Set while the version is the area's canary. */
  canary?: CanaryAudience;
}

/** How the resolved registry came to name a build for this caller. */
export type RegistryChannel = 'live' | 'canary' | 'override';

/** One area as the host loads it: remotes.json's entry, with the integrity of its entry files. */
export interface ResolvedRemote {
  name: string;
  manifest: string;
  routes: string[];
  integrity: Record<string, string>;
  /** Absent in the static file (`/remotes.json`), which knows no versions. */
  version?: number;
  channel?: RegistryChannel;
}

/** GET /api/platform/registry: the same shape as `/remotes.json`, resolved for the caller. */
export interface ResolvedRegistry {
  version: 1;
  remotes: ResolvedRemote[];
}

/** A build of one area loaded for one session only (testing in production). */
export interface RegistryOverride {
  area: string;
  manifest: string;
  /** ISO date-time. */
  createdAt: string;
}

/** One area in the Platform console: its live and canary versions, and this session's override. */
export interface PlatformArea {
  area: string;
  live: AreaVersion | null;
  canary: AreaVersion | null;
  /** How many versions are older than the live one and may be rolled back to. */
  previous: number;
  override: RegistryOverride | null;
}

export interface PlatformAreasResponse {
  areas: PlatformArea[];
  total: number;
}

export interface AreaHistoryResponse {
  area: string;
  versions: AreaVersion[];
}

/** GET /api/platform/registry/origins: every origin a page may load an area from now (the CSP's). */
export interface RegistryOriginsResponse {
  origins: string[];
}

/** An http(s) URL without credentials: what a manifest or build address may be. */
const httpUrl = (what: string) =>
  z
    .string(`${what} is required`)
    .trim()
    .max(LIMITS.url, `${what} is too long`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
      } catch {
        return false;
      }
    }, `${what} must be an http(s) URL without credentials`);

/** `sha384-` and 64 characters of base64: the SRI form of a SHA-384 digest. */
export const SRI_SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

const ENTRY_FILE = /^[A-Za-z0-9._/-]{1,200}$/;

const canarySchema = z.object({
  percent: z
    .number('percent must be a number')
    .int('percent must be a whole number')
    .min(0, 'percent must be from 0 to 100')
    .max(100, 'percent must be from 0 to 100'),
  roles: z
    .array(z.string().trim().min(1, 'a role name is required').max(LIMITS.name, 'a role name is too long'))
    .max(20, 'at most 20 roles')
    .default([]),
});

/** POST /api/platform/registry/{area}/versions: a new build; live at once unless published as a canary. */
export const publishAreaVersionSchema = z.object({
  manifest: httpUrl('manifest'),
  integrity: z
    .record(
      z.string().regex(ENTRY_FILE, 'an entry file must be a relative path'),
      z.string().regex(SRI_SHA384, 'an integrity hash must be sha384-<base64>'),
    )
    .refine((files) => Object.keys(files).length > 0, 'integrity must name at least one entry file'),
  /** The route prefixes the build owns; the live version's when omitted. */
  routes: z
    .array(z.string().regex(/^\/[A-Za-z0-9/_-]*$/, 'a route prefix must start with /'))
    .min(1, 'routes must name at least one prefix')
    .max(50, 'at most 50 route prefixes')
    .optional(),
  canary: canarySchema.optional(),
});
export type PublishAreaVersion = z.input<typeof publishAreaVersionSchema>;

/** PUT /api/platform/registry/{area}/canary: which version is the canary and for whom; `version: null` ends it. */
export const setCanarySchema = z.object({
  version: z.number('version must be a number').int().positive().nullable(),
  percent: canarySchema.shape.percent.default(0),
  roles: canarySchema.shape.roles,
});
export type SetCanary = z.input<typeof setCanarySchema>;

/** POST /api/platform/registry/overrides: load this build of one area in the caller's session only. */
export const setOverrideSchema = z.object({
  area: z.string('area is required').regex(/^[a-z][a-z0-9_-]*$/, 'area must be an area name'),
  manifest: httpUrl('manifest'),
});
export type SetOverride = z.input<typeof setOverrideSchema>;
