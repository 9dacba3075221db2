/** @jest-environment node */
import { checkSharedPackages, IncompatibleSharedError } from './sharedCompatibility';

const HOST = { '@atrium/platform': '1.3.0', react: '19.3.1' };

const refusal = (ranges: Record<string, string>) => {
  try {
    checkSharedPackages('invoice', ranges, HOST);
    return null;
  } catch (error) {
    if (!(error instanceof IncompatibleSharedError)) throw error;
    return { pkg: error.packageName, range: error.range, version: error.version, message: error.message };
  }
};

describe('checkSharedPackages', () => {
  it('accepts an area whose ranges the host’s singletons meet, older builds included', () => {
    expect(refusal({ '@atrium/platform': '^1.0.0', react: '^19.2.0' })).toBeNull();
    expect(refusal({ '@atrium/platform': '^1.3.0' })).toBeNull();
  });

  it('refuses an area built for a newer minor or another major of a singleton, naming it', () => {
    expect(refusal({ '@atrium/platform': '^1.4.0' })).toEqual({
      pkg: '@atrium/platform',
      range: '^1.4.0',
      version: '1.3.0',
      message:
        'Area "invoice" cannot be used by this shell: it was built for @atrium/platform ^1.4.0, this shell provides 1.3.0.',
    });
    expect(refusal({ react: '^18.3.0' })).toMatchObject({ pkg: 'react', version: '19.3.1' });
    expect(refusal({ '@atrium/platform': 'one' })).toMatchObject({ range: 'one' });
  });

  it('leaves packages the host does not provide as singletons to the federation runtime', () => {
    // @atrium/ui is shared by range: a copy that does not meet ^2.0.0 is passed over for the remote's own.
    expect(refusal({ '@atrium/ui': '^2.0.0', 'left-pad': '^9.0.0' })).toBeNull();
    expect(refusal({})).toBeNull();
    expect(() => checkSharedPackages('invoice', undefined, HOST)).not.toThrow();
  });

  it('defaults to the singletons of this build', () => {
    expect(() => checkSharedPackages('invoice', __ATRIUM_SHARED_RANGES__)).not.toThrow();
    expect(__ATRIUM_SHARED_SINGLETONS__['@atrium/platform']).toMatch(/^\d+\.\d+\.\d+/);
  });
});
