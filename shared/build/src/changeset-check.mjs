// Does a branch that changed a shared package's code say so? (`npm run check:changesets`, in CI.) A
// remote built against `@atrium/ui` 1.2.0 asks the page for `^1.2.0`: a change to the package that kept
// its version would reach remotes under a number that no longer describes it. Pure: the script reads
// git and the pending changesets and hands the facts in; this module only decides.

/** The shared packages that carry versions, by folder. */
export const VERSIONED_PACKAGES = {
  'shared/ui': '@atrium/ui',
  'shared/platform': '@atrium/platform',
  'shared/contracts': '@atrium/contracts',
};

/** What ships: a package's sources, not its tests (nor its README, CHANGELOG or package.json). */
const SHIPPED = /^src\/.*(?<!\.test\.tsx?)$/;

/**
 * The shared packages whose shipped code changed with neither a pending changeset naming them nor a
 * new version (a branch that ran `npm run version:shared` has consumed its changesets).
 * @param {{ changedFiles: string[], pending: string[], bumped: string[] }} facts
 *   changedFiles: paths changed on the branch; pending: package names the branch's changesets release;
 *   bumped: package names whose package.json version changed on the branch
 * @returns {{ name: string, files: string[] }[]}
 */
export function missingChangesets({ changedFiles, pending, bumped }) {
  const covered = new Set([...pending, ...bumped]);
  return Object.entries(VERSIONED_PACKAGES)
    .map(([folder, name]) => ({
      name,
      files: changedFiles.filter(
        (file) => file.startsWith(`${folder}/`) && SHIPPED.test(file.slice(folder.length + 1)),
      ),
    }))
    .filter(({ name, files }) => files.length > 0 && !covered.has(name));
}
