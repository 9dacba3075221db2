// `npm run test:changed`: the type check, lint and tests of what a change touches — an area team's inner
// loop, in minutes instead of `npm test`'s half hour. What runs for which path: shared/build/src/change-plan.mjs.
//
//   npm run test:changed                      changes against the upstream's merge base (else uncommitted + untracked)
//   npm run test:changed -- --base main       changes since the branch left main (the merge base with it)
//   npm run test:changed -- --no-e2e          without building and running the areas' e2e journeys
//   npm run test:changed -- --plan            print the plan, run nothing (fast: git and the disk only)
//   npm run test:changed -- <paths…>          plan for these paths instead of asking git
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { planChanges } from '../shared/build/src/change-plan.mjs';

const require = createRequire(import.meta.url);
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'Usage: npm run test:changed -- [--base REV] [--no-e2e] [--plan] [paths…]';

function parseOptions(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      plan: { type: 'boolean', default: false },
      'no-e2e': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  return {
    base: values.base,
    plan: values.plan,
    e2e: !values['no-e2e'],
    help: values.help,
    paths: positionals,
  };
}

const git = (...args) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const nulSeparated = (output) => output.split('\0').filter(Boolean);

/** The branch's upstream (`origin/main`), or null when it has none. */
function upstream() {
  try {
    return git('rev-parse', '--abbrev-ref', '--symbolic-full-name', '@{upstream}').trim();
  } catch {
    return null;
  }
}

/** The revision to compare the working tree with, and how to describe it. */
function resolveBase(requested) {
  const against = requested ?? upstream();
  if (!against) return { rev: 'HEAD', label: 'HEAD (uncommitted and untracked changes)' };
  const rev = git('merge-base', against, 'HEAD').trim();
  return {
    rev,
    label: `${against} (merge base ${rev.slice(0, 10)}), uncommitted and untracked changes included`,
  };
}

/** Files changed between `rev` and the working tree (deleted ones included), and the untracked ones. */
function changedFiles(rev) {
  const tracked = nulSeparated(git('diff', '--name-only', '--no-renames', '-z', rev, '--'));
  const untracked = nulSeparated(git('ls-files', '--others', '--exclude-standard', '-z'));
  return [...new Set([...tracked, ...untracked])].sort();
}

const AREAS = readdirSync(path.join(ROOT, 'remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The jest projects' folders, relative to the repository, as jest.config.cjs lists them. */
const jestProjects = () => require('../jest.config.cjs').projects.map((p) => p.replace('<rootDir>/', ''));

/** Apps without a production build (the same test as the static server's). */
const missingBuilds = () =>
  ['host', ...AREAS].filter((app) =>
    app === 'host'
      ? !existsSync(path.join(ROOT, 'host/dist/index.html'))
      : !existsSync(path.join(ROOT, 'remotes', app, 'dist/mf-manifest.json')),
  );

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", "'\\''")}'`);

/** A step's command line, its file list shortened. */
function commandLine(step, shown = 3) {
  const files = step.files ?? [];
  const listed = files.slice(0, shown).map(quote);
  if (files.length > shown) listed.push(`… (${files.length} files)`);
  const line = [step.command, ...step.args.map(quote), ...listed].join(' ');
  return step.cwd ? `(cd ${step.cwd} && ${line})` : line;
}

function printPlan(plan, base) {
  const fileCount = plan.workspaces.reduce((n, w) => n + w.files.length, 0);
  console.log(`Changes against ${base}: ${fileCount} file${fileCount === 1 ? '' : 's'}`);
  if (!fileCount) return;
  console.log('\nChanged workspaces:');
  for (const { workspace, files } of plan.workspaces) {
    console.log(`  ${workspace.padEnd(18)} ${files.length} file${files.length === 1 ? '' : 's'}`);
  }
  console.log('\nSteps:');
  if (!plan.steps.length) console.log('  (nothing to run)');
  plan.steps.forEach((step, i) => console.log(`  ${i + 1}. ${step.name}\n       ${commandLine(step)}`));
  if (plan.notes.length) console.log(`\nNotes:\n${plan.notes.map((note) => `  - ${note}`).join('\n')}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step, its output straight to the terminal; resolves to its exit code. */
function runStep(step) {
  return new Promise((resolve) => {
    const child = spawn(step.command, [...step.args, ...(step.files ?? [])], {
      cwd: path.join(ROOT, step.cwd ?? '.'),
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function printSummary(results, steps) {
  console.log('\nSummary:');
  steps.forEach((step, i) => {
    const result = results[i];
    const mark = !result ? '·' : result.code === 0 ? '✓' : '✗';
    const time = result ? seconds(result.ms) : 'not run';
    console.log(`  ${mark} ${step.name.padEnd(40)} ${time.padStart(8)}`);
  });
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  const failed = results.find((r) => r.code !== 0);
  console.log(`  ${failed ? 'FAILED' : 'passed'} in ${seconds(total)}`);
}

/** The steps one after another, each timed; stops at the first failure. Resolves to the exit code. */
async function runPlan(steps) {
  const results = [];
  for (const [i, step] of steps.entries()) {
    console.log(`\n▶ [${i + 1}/${steps.length}] ${step.name}\n  $ ${commandLine(step)}`);
    const started = Date.now();
    const code = await runStep(step);
    results.push({ code, ms: Date.now() - started });
    console.log(`${code === 0 ? '✓' : '✗'} ${step.name} — ${seconds(Date.now() - started)}`);
    if (code !== 0) break;
  }
  printSummary(results, steps);
  return results.find((r) => r.code !== 0)?.code ?? 0;
}

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const explicit = options.paths.map((p) => path.relative(ROOT, path.resolve(p)).split(path.sep).join('/'));
  let base;
  let files;
  try {
    base = explicit.length ? { label: 'the paths given' } : resolveBase(options.base);
    files = explicit.length ? explicit : changedFiles(base.rev);
  } catch (error) {
    console.error(`git failed: ${String(error.stderr || error.message).trim()}`);
    return 2;
  }
  const plan = planChanges(files, {
    areas: AREAS,
    jestProjects: jestProjects(),
    existing: files.filter((file) => existsSync(path.join(ROOT, file))),
    e2e: options.e2e,
    missingBuilds: options.e2e ? missingBuilds() : [],
  });
  printPlan(plan, base.label);
  if (options.plan || !plan.steps.length) return 0;
  return runPlan(plan.steps);
}

process.exitCode = await main();
