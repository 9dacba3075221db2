import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './registry';

/** The shared packages that carry versions (see .changeset/), by their folders. */
const SHARED = { ui: 'shared/ui', platform: 'shared/platform', contracts: 'shared/contracts' };

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const versionAt = (commit: string) =>
  (JSON.parse(git('show', `${commit}:shared/platform/package.json`)) as { version: string }).version;

/**
 * The previous release of the shared packages: the tree just before the commit that gave
 * @atrium/platform its current version (a version commit of changesets), and the versions then.
 */
export function previousRelease(): { commit: string; versions: Record<string, string> } {
  // A shallow clone (a CI checkout may be one) has no history to take the release from: today's tree
  // stands in for it, at the versions the packages had then (their CHANGELOGs' previous entries).
  if (git('rev-parse', '--is-shallow-repository') === 'true')
    return { commit: 'HEAD', versions: changelogPrevious() };
  const current = versionAt('HEAD');
  const commits = git('log', '--format=%H', '--', 'shared/platform/package.json').split('\n');
  const bump = commits.findLast((c, i) => commits.slice(0, i + 1).every((d) => versionAt(d) === current));
  if (!bump) throw new Error('No previous release of @atrium/platform in the history');
  const commit = git('rev-parse', `${bump}^`);
  const versions = Object.fromEntries(
    Object.entries(SHARED).map(([name, folder]) => [
      `@atrium/${name}`,
      (JSON.parse(git('show', `${commit}:${folder}/package.json`)) as { version: string }).version,
    ]),
  );
  return { commit, versions };
}

/**
 * Each shared package's version before its current one, from its CHANGELOG (changesets writes the
 * newest entry first): the second "## x.y.z" heading, or 0.1.0 (where every package started) when the
 * current version is its first entry.
 */
function changelogPrevious(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(SHARED).map(([name, folder]) => {
      const log = readFileSync(path.join(ROOT, folder, 'CHANGELOG.md'), 'utf8');
      const versions = [...log.matchAll(/^## (\d+\.\d+\.\d+)\s*$/gm)].map((m) => m[1]);
      return [`@atrium/${name}`, versions[1] ?? '0.1.0'];
    }),
  );
}

export const FIXTURE = path.join(ROOT, 'e2e/fixtures/previous-release');
/** Where the release is extracted: outside node_modules (the build compiles no TypeScript there). */
const RELEASE = path.join(FIXTURE, 'dist-release');

/**
 * Puts the invoice area's source and the shared packages of `commit` where the fixture's build finds
 * them (node_modules/@atrium/* of e2e/fixtures/previous-release, linked to dist-release/), each at the
 * version `versions` gives it, if any. Returns the undo: the extracted TypeScript must not stay for the
 * type check to find.
 */
export function extractRelease(commit: string, versions: Record<string, string> = {}): () => void {
  const modules = path.join(FIXTURE, 'node_modules');
  const remove = () => {
    rmSync(modules, { recursive: true, force: true });
    rmSync(RELEASE, { recursive: true, force: true });
  };
  remove();
  mkdirSync(path.join(modules, '@atrium'), { recursive: true });
  mkdirSync(RELEASE);
  const release = RELEASE;
  const archive = execFileSync('git', ['archive', commit, 'remotes/invoice/src', ...Object.values(SHARED)], {
    cwd: ROOT,
    maxBuffer: 256 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', release], { input: archive });
  for (const [name, folder] of Object.entries(SHARED)) {
    symlinkSync(path.join(release, folder), path.join(modules, '@atrium', name), 'dir');
    const version = versions[`@atrium/${name}`];
    const manifest = path.join(release, folder, 'package.json');
    if (version)
      writeFileSync(manifest, JSON.stringify({ ...JSON.parse(readFileSync(manifest, 'utf8')), version }));
  }
  return remove;
}
