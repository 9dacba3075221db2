// The federation runtime's own range check: the one it applies when it refuses a singleton
// (strictVersion), so the host's answer before loading and the runtime's while loading agree. The host
// provides that runtime to the page already: the check costs no bytes (the `semver` package: 6 KB gzip).
import { satisfy } from '@module-federation/enhanced/runtime';
import { IncompatibleAreaError } from '@atrium/platform';

/**
 * An area built against a range of a shared singleton that the host's copy does not meet. The page has
 * one instance of a singleton — the host's — so the area would run against code it was not built for;
 * it is refused before any of its code loads, and the screen says which package and versions.
 */
export class IncompatibleSharedError extends IncompatibleAreaError {
  constructor(
    area: string,
    public readonly packageName: string,
    public readonly range: string,
    public readonly version: string,
  ) {
    super(area, `it was built for ${packageName} ${range}, this shell provides ${version}.`);
    this.name = 'IncompatibleSharedError';
  }
}

/**
 * Throws when a shared singleton the host provides does not meet the range the area was built against.
 * Only singletons are checked: for a package shared by range (`@atrium/ui`, `@atrium/contracts`) the
 * federation runtime passes over a copy that does not meet the range and uses the remote's own. An
 * area without ranges (built before they were stamped) is not checked.
 * @param provided the versions of the singletons the host provides (its build's)
 */
export function checkSharedPackages(
  area: string,
  ranges: Readonly<Record<string, string>> | undefined,
  provided: Readonly<Record<string, string>> = __ATRIUM_SHARED_SINGLETONS__,
): void {
  for (const [packageName, range] of Object.entries(ranges ?? {})) {
    const version = provided[packageName];
    // A range that is not one (a typo in a hand-made document) meets nothing: refused, and said so.
    if (version !== undefined && !satisfy(version, range))
      throw new IncompatibleSharedError(area, packageName, range, version);
  }
}
