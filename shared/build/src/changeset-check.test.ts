import { missingChangesets } from './changeset-check.mjs';

const check = (changedFiles: string[], pending: string[] = [], bumped: string[] = []) =>
  missingChangesets({ changedFiles, pending, bumped }).map((m) => m.name);

describe('missingChangesets', () => {
  it('asks for a changeset when a shared package’s source changed', () => {
    expect(check(['shared/ui/src/core/Button.tsx', 'remotes/invoice/src/area.ts'])).toEqual(['@atrium/ui']);
  });

  it('is satisfied by a pending changeset naming the package, or by a version already bumped', () => {
    expect(check(['shared/ui/src/core/Button.tsx'], ['@atrium/ui'])).toEqual([]);
    expect(check(['shared/platform/src/index.ts'], [], ['@atrium/platform'])).toEqual([]);
    // A changeset for another package does not cover this one.
    expect(check(['shared/contracts/src/invoice.ts'], ['@atrium/ui'])).toEqual(['@atrium/contracts']);
  });

  it('ignores what does not ship: tests, docs, other workspaces', () => {
    expect(
      check([
        'shared/ui/src/core/Button.test.tsx',
        'shared/platform/src/contract/validateArea.test.ts',
        'shared/ui/README.md',
        'shared/build/src/index.cjs',
        'shared/testing/src/index.ts',
      ]),
    ).toEqual([]);
  });
});
