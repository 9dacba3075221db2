#!/usr/bin/env node
// `npm run check:changesets [-- --base <ref>]`: fails when a shared package's code (shared/ui,
// shared/platform, shared/contracts) changed since the base with no changeset for it (see
// docs/architecture.md, "Shared code and its versions"). The base: where the branch left main, or the
// previous commit on main itself (CI's case).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { missingChangesets, VERSIONED_PACKAGES } from '../shared/build/src/changeset-check.mjs';

const require = createRequire(import.meta.url);
const readChangesets = require('@changesets/read').default;
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const tryGit = (...args) => {
  try {
    return git(...args);
  } catch {
    return null;
  }
};

function baseRef() {
  const flag = process.argv.indexOf('--base');
  if (flag !== -1) return process.argv[flag + 1];
  const head = git('rev-parse', 'HEAD');
  const forkPoint = tryGit('merge-base', 'HEAD', 'main');
  if (forkPoint && forkPoint !== head) return forkPoint;
  return tryGit('rev-parse', '--verify', '-q', 'HEAD~1') ?? head;
}

const base = baseRef();
const changedFiles = git('diff', '--name-only', base, '--').split('\n').filter(Boolean);
const pending = (await readChangesets(process.cwd())).flatMap((c) => c.releases.map((r) => r.name));
const versionAt = (ref, folder) => {
  const text = tryGit('show', `${ref}:${folder}/package.json`);
  return text ? JSON.parse(text).version : null;
};
const bumped = Object.entries(VERSIONED_PACKAGES)
  .filter(([folder]) => versionAt(base, folder) !== require(`../${folder}/package.json`).version)
  .map(([, name]) => name);

const missing = missingChangesets({ changedFiles, pending, bumped });
if (missing.length === 0) {
  console.log(`changesets: every changed shared package has one (since ${base.slice(0, 10)})`);
} else {
  for (const { name, files } of missing) {
    console.error(
      `✗ ${name} changed with no changeset: ${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''}`,
    );
  }
  console.error(
    'Add one: npx changeset (pick the package and patch, minor or major), then commit .changeset/*.md.',
  );
  process.exit(1);
}
