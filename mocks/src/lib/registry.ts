import type { AreaVersion, PlatformArea, ResolvedRegistry, ResolvedRemote, User } from '@atrium/contracts';
import { db } from '../db';
import { bearerToken } from './authorize';
import { sha256Hex } from './tokens';
import type { StoredOverride } from './registryOverrides';

/**
 * The registry's rules, shared by its handlers (handlers/platform): which version of an area a caller
 * gets, and what publishing, rolling back and setting a canary do to an area's history.
 */

/** The areas, in the order they were first published. */
export function registryAreas(versions: readonly AreaVersion[] = db.areaVersions): string[] {
  return [...new Set(versions.map((v) => v.area))];
}

export const versionsOf = (area: string): AreaVersion[] => db.areaVersions.filter((v) => v.area === area);

const withStatus = (area: string, status: AreaVersion['status']) =>
  db.areaVersions.find((v) => v.area === area && v.status === status);

export const liveVersion = (area: string) => withStatus(area, 'live');
export const canaryVersion = (area: string) => withStatus(area, 'canary');

/**
 * A user's place, 0–99, in an area's canary: from a hash of the area and the user id, so the same user
 * always gets the same answer (no flipping between builds on reload), and a user in one area's first
 * 10 % is not for that reason in every area's.
 */
export function canaryBucket(area: string, userId: number): number {
  return parseInt(sha256Hex(`${area}:${userId}`).slice(0, 8), 16) % 100;
}

/** Whether a signed-in user gets the area's canary rather than its live version. */
export function getsCanary(version: AreaVersion, user: Pick<User, 'id' | 'role'>): boolean {
  const audience = version.canary;
  if (!audience) return false;
  const role = user.role.toLowerCase();
  if (audience.roles.some((r) => r.toLowerCase() === role)) return true;
  return canaryBucket(version.area, user.id) < audience.percent;
}

/** The session's override of each area: stored under the SHA-256 of the request's bearer token. */
export function overridesOf(request: Request): StoredOverride[] {
  const token = bearerToken(request);
  if (token === undefined) return [];
  const tokenHash = sha256Hex(token);
  return db.registryOverrides.filter((o) => o.tokenHash === tokenHash);
}

const remoteOf = (version: AreaVersion, channel: ResolvedRemote['channel']): ResolvedRemote => ({
  name: version.area,
  manifest: version.manifest,
  routes: version.routes,
  integrity: version.integrity,
  version: version.version,
  channel,
});

/**
 * The registry as one caller sees it: each area's live version; for a signed-in user, the canary when
 * their id or role falls in its audience; and the session's override above both (a developer's build,
 * with no hashes to check: the host shows a banner for as long as it is on). A visitor gets live
 * versions only.
 */
export function resolveRegistry(
  user: User | undefined,
  overrides: readonly StoredOverride[],
): ResolvedRegistry {
  const remotes: ResolvedRemote[] = [];
  for (const area of registryAreas()) {
    const live = liveVersion(area);
    if (!live) continue;
    const override = user ? overrides.find((o) => o.area === area) : undefined;
    const canary = user ? canaryVersion(area) : undefined;
    if (override) remotes.push({ ...remoteOf(live, 'override'), manifest: override.manifest, integrity: {} });
    else if (canary && getsCanary(canary, user!)) remotes.push(remoteOf(canary, 'canary'));
    else remotes.push(remoteOf(live, 'live'));
  }
  return { version: 1, remotes };
}

/** Every origin a page may be sent an area from now: live, canary and overridden builds (the CSP's). */
export function registryOrigins(): string[] {
  const urls = [
    ...db.areaVersions.filter((v) => v.status === 'live' || v.status === 'canary').map((v) => v.manifest),
    ...db.registryOverrides.map((o) => o.manifest),
  ];
  return [...new Set(urls.map((url) => new URL(url).origin))].sort();
}

/** The Platform console's row of an area. */
export function platformArea(area: string, overrides: readonly StoredOverride[]): PlatformArea {
  const live = liveVersion(area) ?? null;
  const override = overrides.find((o) => o.area === area);
  return {
    area,
    live,
    canary: canaryVersion(area) ?? null,
    previous: versionsOf(area).filter((v) => v.status === 'previous').length,
    override: override ? { area, manifest: override.manifest, createdAt: override.createdAt } : null,
  };
}

/**
 * Makes `version` the area's live version: the live one before it becomes previous (a rollback
 * target), a canary it replaces ends.
 */
export function makeLive(version: AreaVersion): void {
  for (const other of versionsOf(version.area)) {
    if (other === version) continue;
    if (other.status === 'live') other.status = 'previous';
  }
  version.status = 'live';
  delete version.canary;
}

/** The next version's numbers: its id over every area, its version within its area. */
export function nextVersionNumbers(area: string): { id: number; version: number } {
  const max = (values: number[]) => values.reduce((a, b) => Math.max(a, b), 0);
  return {
    id: max(db.areaVersions.map((v) => v.id)) + 1,
    version: max(versionsOf(area).map((v) => v.version)) + 1,
  };
}
