/** @jest-environment node */
import path from 'node:path';
import { buildStamp } from '@atrium/build/build-stamp';
import registryDocument from '../../public/remotes.json';
import { parseRegistry } from './registry';
import { checkSharedPackages, IncompatibleSharedError } from './sharedCompatibility';

// The check on real stamps: what each area's build would state now (its package.json and the installed
// packages, read by shared/build exactly as the build reads them), against this host build's singletons.
const AREAS = parseRegistry(registryDocument, 'http://localhost:3000/').remotes.map((r) => r.name);
const stampOf = (area: string) => buildStamp(path.resolve(__dirname, '../../../remotes', area));
const oneMinorAhead = (range: string) => {
  const [major, minor] = range.replace(/^\^/, '').split('.').map(Number);
  return `^${major}.${minor + 1}.0`;
};

describe.each(AREAS)('the %s area, built from this commit', (area) => {
  const { shared } = stampOf(area);

  it('states a range for the platform, the design system and React, and this host meets them', () => {
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['@atrium/platform', '@atrium/ui', '@atrium/contracts', 'react']),
    );
    expect(() => checkSharedPackages(area, shared)).not.toThrow();
  });

  it('is refused when built against a newer @atrium/platform, not a newer @atrium/ui', () => {
    const platform = oneMinorAhead(shared['@atrium/platform']);
    expect(() => checkSharedPackages(area, { ...shared, '@atrium/platform': platform })).toThrow(
      IncompatibleSharedError,
    );
    const ui = oneMinorAhead(shared['@atrium/ui']);
    expect(() => checkSharedPackages(area, { ...shared, '@atrium/ui': ui })).not.toThrow();
  });
});
